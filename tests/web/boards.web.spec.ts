import { EmpiresClient } from '@empires/client';
import { waitFor } from '@empires/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from '../e2e/support/gateway-stack';
import {
  builtWebClient,
  foreignRequests,
  launchBrowser,
  openPage,
  screenshot,
  seriousViolations,
  signIn,
  type WatchedPage,
} from './support/browser';
import { medievalAreas, warlordsAreas, type MedievalView, type WarlordsView } from './support/board-views';

const generalNames = new Map(
  (
    JSON.parse(readFileSync(join(__dirname, '../../docs/schemas/warlords/descriptor.json'), 'utf8')) as {
      decks: { id: string; cards: { id: string; name: string }[] }[];
    }
  ).decks[0].cards.map((c) => [c.id, c.name]),
);

/** The warlords and medieval boards: a game against a bot drawn as the server's view, played by clicking, and watched. */
describe('the web client, warlords and medieval boards', () => {
  let s: GatewayStack;
  let browser: Browser;
  let origin: string;
  let watcher: EmpiresClient;
  const pages: WatchedPage[] = [];
  const clients: EmpiresClient[] = [];

  beforeAll(async () => {
    builtWebClient();
    [s, browser] = await Promise.all([gatewayStack({}, { bots: true }), launchBrowser()]);
    origin = `http://127.0.0.1:${s.gateway.port}`;
    watcher = await EmpiresClient.register('onlooker', { url: origin, webSocketImpl: WebSocket });
  });
  afterAll(async () => {
    await Promise.all([watcher, ...clients].map((c) => c?.close()));
    await browser?.close();
    await s?.close();
  });
  afterEach(() => {
    for (const { errors, requests } of pages.splice(0)) {
      expect(errors).toEqual([]);
      expect(foreignRequests(requests, origin)).toEqual([]);
    }
  });

  const open = async () => {
    const watched = await openPage(browser);
    pages.push(watched);
    return watched.page;
  };
  /** The SDK acting as the page's signed-in player, with the token the page keeps. */
  const playerOf = async (page: Page) => {
    const token = (await page.evaluate(`window.localStorage.getItem('empires.token')`)) as string;
    const client = await EmpiresClient.withToken(token, { url: origin, webSocketImpl: WebSocket });
    clients.push(client);
    return client;
  };
  const seqOf = async (page: Page) => Number(await page.locator('.game').getAttribute('data-seq'));
  /** Waits for the page to show the game past `seq` (polled: the page's content policy forbids waitForFunction's eval). */
  const seqPast = (page: Page, seq: number, timeout = 30_000) =>
    waitFor(async () => (await seqOf(page)) > seq, timeout, `the page past seq ${seq}`);
  /** Every area as drawn, by index. */
  const drawn = (page: Page) =>
    page.$$eval('g.area', (areas) =>
      areas
        .map((a) => ({
          index: Number(a.getAttribute('data-area')),
          owner: a.getAttribute('data-owner'),
          label: a.getAttribute('data-label'),
        }))
        .sort((a, b) => a.index - b.index)
        .map(({ owner, label }) => ({ owner, label })),
    );
  /** The page's board against the server's view at the page's seq, for whoever `client` is. */
  async function boardMatches<V>(page: Page, client: EmpiresClient, gameId: string, expected: (v: V) => unknown) {
    const seq = await seqOf(page);
    await page.goto(`${origin}/games/${gameId}?seq=${seq}`);
    await page.waitForSelector(`.game[data-seq="${seq}"]`);
    const view = (await client.view(gameId, seq)).view as V;
    expect(await drawn(page)).toEqual(expected(view));
    return view;
  }

  /** Clicks the highlighted areas one by one until the panel offers one of `types`; the type found. */
  async function findOnBoard(page: Page, types: readonly string[]): Promise<string | undefined> {
    const areas = page.locator('g.area.choice');
    for (let i = 0; i < Math.min(await areas.count(), 12); i++) {
      await areas.nth(i).click();
      for (const type of types)
        if (await page.locator(`.actions button[data-action="${type}"]:not([disabled])`).count()) return type;
    }
    return undefined;
  }
  const offered = async (page: Page, type: string) =>
    (await page.locator(`.actions button[data-action="${type}"]:not([disabled])`).count()) > 0;
  const press = async (page: Page, type: string) => {
    const seq = await seqOf(page);
    await page.locator(`.actions button[data-action="${type}"]:not([disabled])`).first().click();
    await seqPast(page, seq);
  };
  /** Any offer but resigning: one naming no area, else one found on the board. */
  async function anyOffer(page: Page): Promise<string | null> {
    const offers = page.locator('.actions button[data-action]:not([disabled]):not([data-action="Resign"])');
    const areas = page.locator('g.area.choice');
    for (let i = 0; !(await offers.count()) && i < Math.min(await areas.count(), 12); i++) await areas.nth(i).click();
    return (await offers.count()) ? offers.first().getAttribute('data-action') : null;
  }
  /** Plays by clicking until `done`: each step the first of `plan` the page offers, else any offer. */
  async function playUntil(
    page: Page,
    plan: (played: string[]) => Promise<string | undefined>,
    done: (played: string[]) => boolean,
  ) {
    const played: string[] = [];
    for (let step = 0; step < 40 && !done(played); step++) {
      await page
        .waitForSelector('.game[data-my-turn="true"] section.actions button[data-action]', { timeout: 60_000 })
        .catch(async (e: unknown) => {
          await screenshot(page, 'stuck');
          throw e;
        });
      const type = (await plan(played)) ?? (await anyOffer(page));
      if (!type) throw new Error('nothing to click');
      await press(page, type);
      played.push(type);
    }
    return played;
  }

  it('warlords: the duel board as the seat sees it, its generals in hand, a turn played by clicking, hidden from a spectator', async () => {
    const page = await open();
    await signIn(page, origin, 'warlord');
    const me = await playerOf(page);
    const game = await me.createGame({
      ruleset: 'warlords',
      seats: [{ kind: 'ME' }, { kind: 'BOT', policy: 'random' }],
      options: { board: 'duel', sides: 'auto', placement: 'auto' },
      start: true,
    });
    await page.goto(`${origin}/games/${game.id}`);
    await page.waitForSelector('.game[data-my-turn="true"] section.actions button[data-action]', { timeout: 60_000 });
    const view = await boardMatches<WarlordsView>(page, me, game.id, warlordsAreas);
    await page.goto(`${origin}/games/${game.id}`);
    await page.waitForSelector('.game[data-my-turn="true"] section.actions button[data-action]');

    // The hand: the seat's five generals by their card names, which it alone knows.
    const mine = view.pieces.filter((p) => p.dealtTo === 0);
    const hand = await page.locator('section.panel[aria-label="Your generals"]').innerText();
    for (const p of mine) expect(hand).toContain(generalNames.get(p.general!));
    expect(await page.locator('li[data-type="GeneralPlaced"]').first().innerText()).toMatch(
      /places its general \d on /,
    );
    expect(await page.locator('li[data-type="InitiativeRolled"] svg.die[aria-label^="d20 showing"]').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'warlords-board');

    // A turn by clicking: raise regiments in a town, end raising, move a general, end the turn.
    const played = await playUntil(
      page,
      async (done) => {
        if (await offered(page, 'RejectEnd')) return 'RejectEnd';
        if (done.filter((t) => t === 'RaiseRegiments').length < 2 && (await findOnBoard(page, ['RaiseRegiments'])))
          return 'RaiseRegiments';
        if (await offered(page, 'EndRaising')) return 'EndRaising';
        if (!done.includes('MoveGeneral') && (await findOnBoard(page, ['MoveGeneral']))) return 'MoveGeneral';
        if (await offered(page, 'EndTurn')) return 'EndTurn';
        return findOnBoard(page, ['LeaveTown', 'MoveChiefOfStaff']);
      },
      (done) => done.includes('EndTurn') || done.includes('MoveChiefOfStaff'),
    );
    expect(played).toEqual(expect.arrayContaining(['MoveGeneral']));
    const events = await me.allEvents(game.id);
    const byMe = (type: string) =>
      events.filter((e) => e.type === type && (e.actor as { playerId?: string }).playerId === me.playerId);
    // Each general moved by a click is one command of this player's (one move may write several
    // GeneralMoved); the fallback clicks (LeaveTown, MoveChiefOfStaff) may move one too.
    const moves = new Set(byMe('GeneralMoved').map((e) => e.causationId));
    const clicked = (types: readonly string[]) => played.filter((t) => types.includes(t)).length;
    expect(moves.size).toBeGreaterThanOrEqual(clicked(['MoveGeneral']));
    expect(moves.size).toBeLessThanOrEqual(clicked(['MoveGeneral', 'LeaveTown', 'MoveChiefOfStaff']));
    expect(byMe('TurnEnded').length).toBe(1);

    // A spectator sees the seat's generals face down: no name of an unrevealed one anywhere on the page.
    const spectator = await open();
    await signIn(spectator, origin, 'onlooker');
    await spectator.goto(`${origin}/games/${game.id}`);
    await spectator.waitForSelector('.game[data-phase="play"]');
    const watched = await boardMatches<WarlordsView>(spectator, watcher, game.id, warlordsAreas);
    const text = (await spectator.locator('body').textContent())!;
    const unrevealed = watched.pieces.flatMap((p, id) =>
      p.dealtTo === 0 && !p.revealed ? [generalNames.get(mine[id].general!)!] : [],
    );
    expect(unrevealed.length).toBeGreaterThan(0);
    for (const name of unrevealed) expect(text).not.toContain(name);
    const onBoard = watched.pieces.filter((p) => p.status === 'active');
    expect(await spectator.locator('path.piece.hidden').count()).toBe(onBoard.filter((p) => !p.revealed).length);
    expect(await spectator.locator('path.piece.general').count()).toBe(onBoard.filter((p) => p.revealed).length);
  });

  it('warlords: a bot game on the six empires, watched live', async () => {
    const game = await watcher.createGame({
      ruleset: 'warlords',
      seats: [0, 1, 2].map(() => ({ kind: 'BOT' as const, policy: 'random' })),
      options: { sides: 'auto', placement: 'auto', roundLimit: 2 },
      start: true,
    });
    const page = await open();
    await signIn(page, origin, 'watcher');
    await page.goto(`${origin}/games/${game.id}`);
    // Random bots may agree to end early: watch until the game is over or well into its turns.
    await waitFor(
      async () => (await page.locator('.game[data-status="finished"]').count()) > 0 || (await seqOf(page)) > 100,
      60_000,
      'the game over or past seq 100',
    );
    const view = await boardMatches<WarlordsView>(page, watcher, game.id, warlordsAreas);
    const onBoard = view.pieces.filter((p) => p.status === 'active');
    expect(await page.locator('path.piece.hidden').count()).toBe(onBoard.filter((p) => !p.revealed).length);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'warlords-spectator');
  });

  it('medieval: the quickstart map as the seat sees it, its empire in the panel, a turn played by clicking', async () => {
    const page = await open();
    await signIn(page, origin, 'king');
    const me = await playerOf(page);
    const game = await me.createGame({
      ruleset: 'medieval',
      seats: [{ kind: 'ME' }, { kind: 'BOT', policy: 'random' }],
      options: { scenario: 'quickstart', roundLimit: 2 },
      start: true,
    });
    await page.goto(`${origin}/games/${game.id}`);
    await page.waitForSelector('.game[data-my-turn="true"] section.actions button[data-action]', { timeout: 60_000 });
    await boardMatches<MedievalView>(page, me, game.id, medievalAreas);
    await page.goto(`${origin}/games/${game.id}`);
    await page.waitForSelector('.game[data-my-turn="true"] section.actions button[data-action]');
    const empire = await page.locator('section.panel[aria-label="Your empire"]').innerText();
    expect(empire).toMatch(/German Empire, led by Otto II/);
    expect(empire).toMatch(/Gold: \d+/);
    expect(await page.locator('li[data-type="RoundBegan"]').first().innerText()).toContain('Round 1 begins');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'medieval-board');

    // A turn by clicking: taxes levied in an area of the empire, then the turn ended.
    const played = await playUntil(
      page,
      async (done) => {
        if (await offered(page, 'DeclineDefense')) return 'DeclineDefense';
        if (await offered(page, 'BeginTaxation')) return 'BeginTaxation';
        if (!done.includes('Levy') && (await findOnBoard(page, ['Levy']))) return 'Levy';
        if (await offered(page, 'EndTaxation')) return 'EndTaxation';
        if (await offered(page, 'EndTurn')) return 'EndTurn';
        return undefined;
      },
      (done) => done.includes('EndTurn'),
    );
    expect(played).toEqual(expect.arrayContaining(['BeginTaxation', 'Levy', 'EndTurn']));
    const events = await me.allEvents(game.id);
    expect(events.filter((e) => e.type === 'TaxLevied' && (e.payload as { empire: number }).empire === 0).length).toBe(
      1,
    );
    await boardMatches<MedievalView>(page, me, game.id, medievalAreas);
  });

  it('medieval: a bot game watched live, its dice drawn', async () => {
    const game = await watcher.createGame({
      ruleset: 'medieval',
      seats: [
        { kind: 'BOT', policy: 'random' },
        { kind: 'BOT', policy: 'heuristic' },
      ],
      options: { scenario: 'quickstart', roundLimit: 1 },
      start: true,
    });
    const page = await open();
    await signIn(page, origin, 'chronicler');
    await page.goto(`${origin}/games/${game.id}`);
    await page.waitForSelector('.game[data-status="finished"]', { timeout: 60_000 });
    await boardMatches<MedievalView>(page, watcher, game.id, medievalAreas);
    await page.goto(`${origin}/games/${game.id}`);
    await page.locator('section.outcome').waitFor();
    expect(await page.locator('.log svg.die').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'medieval-spectator');
  });
});
