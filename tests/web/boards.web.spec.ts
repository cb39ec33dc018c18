import type { EmpiresClient } from '@empires/client';
import { waitFor } from '@empires/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, seriousViolations, signIn } from './support/browser';
import { drawnAreas, findOnBoard, myTurn, offered, playUntil, seqOf } from './support/game-page';
import { webSuite } from './support/web-suite';
import { medievalAreas, warlordsAreas, type MedievalView, type WarlordsView } from './support/board-views';
import { policyBots } from '../e2e/support/bot-games';

const generalNames = new Map(
  (
    JSON.parse(readFileSync(join(__dirname, '../../docs/schemas/warlords/descriptor.json'), 'utf8')) as {
      decks: { id: string; cards: { id: string; name: string }[] }[];
    }
  ).decks[0].cards.map((c) => [c.id, c.name]),
);

/** The warlords and medieval boards: a game against a bot drawn as the server's view, played by clicking, and watched. */
describe('the web client, warlords and medieval boards', () => {
  const web = webSuite();
  const open = async () => (await web.open()).page;
  const playerOf = (page: Page) => web.playerOf(page);
  let origin: string;
  let watcher: EmpiresClient;

  beforeAll(async () => {
    origin = web.origin;
    watcher = await web.register('onlooker');
  });

  /** The page's board against the server's view at the page's seq, for whoever `client` is. */
  async function boardMatches<V>(page: Page, client: EmpiresClient, gameId: string, expected: (v: V) => unknown) {
    const seq = await seqOf(page);
    await page.goto(`${origin}/games/${gameId}?seq=${seq}`);
    await page.waitForSelector(`.game[data-seq="${seq}"]`);
    const view = (await client.view(gameId, seq)).view as V;
    expect(await drawnAreas(page)).toEqual(expected(view));
    return view;
  }

  /** A page signed in as `name`, at its first turn of a new game of `ruleset` against a random bot. */
  async function againstBot(name: string, ruleset: string, options: Record<string, unknown>) {
    const page = await open();
    await signIn(page, origin, name);
    const me = await playerOf(page);
    const game = await me.createGame({
      ruleset,
      seats: [{ kind: 'ME' }, ...policyBots('random')],
      options,
      start: true,
    });
    await page.goto(`${origin}/games/${game.id}`);
    await myTurn(page);
    return { page, me, game };
  }

  it('warlords: the duel board as the seat sees it, its generals in hand, a turn played by clicking, hidden from a spectator', async () => {
    const { page, me, game } = await againstBot('warlord', 'warlords', {
      board: 'duel',
      sides: 'auto',
      placement: 'auto',
    });
    const view = await boardMatches<WarlordsView>(page, me, game.id, warlordsAreas);
    await page.goto(`${origin}/games/${game.id}`);
    await myTurn(page);

    // The hand: the seat's five generals by their card names, which it alone knows.
    const mine = view.pieces.filter((p) => p.dealtTo === 0);
    const hand = await page.locator('section.panel[aria-label="Your generals"]').innerText();
    for (const p of mine) expect(hand).toContain(generalNames.get(p.general!));
    expect(await page.locator('li[data-type="GeneralPlaced"]').first().innerText()).toMatch(
      /places its general \d on /,
    );
    // Every d20 of the initiative roll: one a seat, and each tied seat's rolls again (a tie one game in twenty).
    const initiative = (await me.allEvents(game.id)).find((e) => e.type === 'InitiativeRolled');
    const rolls = (initiative?.payload as { rolls: number[][] }).rolls.flat();
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(await page.locator('li[data-type="InitiativeRolled"] svg.die[aria-label^="d20 showing"]').count()).toBe(
      rolls.length,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'warlords-board');

    // A turn by clicking: raise regiments in a town, end raising, move a general, end the turn.
    const played = await playUntil(
      page,
      async (done) => {
        if (await offered(page, 'RejectEnd')) return 'RejectEnd';
        if (done.filter((t) => t === 'RaiseRegiments').length < 2 && (await findOnBoard(page, ['RaiseRegiments'], 12)))
          return 'RaiseRegiments';
        if (await offered(page, 'EndRaising')) return 'EndRaising';
        if (!done.includes('MoveGeneral') && (await findOnBoard(page, ['MoveGeneral'], 12))) return 'MoveGeneral';
        if (await offered(page, 'EndTurn')) return 'EndTurn';
        return findOnBoard(page, ['LeaveTown', 'MoveChiefOfStaff'], 12);
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
      seats: policyBots('random', 'random', 'random'),
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
    const { page, me, game } = await againstBot('king', 'medieval', { scenario: 'quickstart', roundLimit: 2 });
    await boardMatches<MedievalView>(page, me, game.id, medievalAreas);
    await page.goto(`${origin}/games/${game.id}`);
    await myTurn(page);
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
        if (!done.includes('Levy') && (await findOnBoard(page, ['Levy'], 12))) return 'Levy';
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
      seats: policyBots('random', 'heuristic'),
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
