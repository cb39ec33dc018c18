import type { EmpiresClient } from '@empires/client';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { overflowsSideways, screenshot, seriousViolations, signIn } from './support/browser';
import { findOnBoard, myTurn, offered, press, seqOf } from './support/game-page';
import { webSuite } from './support/web-suite';
import { policyBots } from '../e2e/support/bot-games';

/** Each area's neighbours on the risk-empires board, by index. */
const neighbours: ReadonlyMap<number, readonly number[]> = (() => {
  const { board } = JSON.parse(
    readFileSync(join(__dirname, '../../docs/schemas/risk-empires/descriptor.json'), 'utf8'),
  ) as { board: { areas: { id: string; index: number }[]; borders: { areas: [string, string] }[] } };
  const indexOf = new Map(board.areas.map((a) => [a.id, a.index]));
  const map = new Map<number, number[]>();
  for (const { areas } of board.borders) {
    const [a, b] = areas.map((id) => indexOf.get(id) as number);
    map.set(a, [...(map.get(a) ?? []), b]);
    map.set(b, [...(map.get(b) ?? []), a]);
  }
  return map;
})();

/** The areas bordering another seat's, as the board shows their owners now. */
async function frontier(page: Page): Promise<number[]> {
  const owners = new Map(
    await page
      .locator('g.area')
      .evaluateAll((gs) =>
        gs.map((g): [number, string] => [Number(g.getAttribute('data-area')), g.getAttribute('data-owner') ?? '']),
      ),
  );
  const held = (i: number) => owners.get(i) !== undefined && owners.get(i) !== '';
  return [...owners.keys()].filter(
    (i) => held(i) && (neighbours.get(i) ?? []).some((n) => held(n) && owners.get(n) !== owners.get(i)),
  );
}

/** The web client against the whole stack: a risk-empires game played by clicking, watched, replayed, verified. */
describe('the web client, risk-empires', () => {
  const web = webSuite();
  const open = (width?: number, height?: number) => web.open(width, height);
  let origin: string;
  let watcher: EmpiresClient;

  beforeAll(async () => {
    origin = web.origin;
    watcher = await web.register('analyst');
  });

  it('signs in, creates a game against a bot and plays a full turn by clicking: place, attack, fortify', async () => {
    const { page } = await open();
    const playerId = await signIn(page, origin, 'clicker');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'lobby');

    await page.selectOption('#option-setup', JSON.stringify('dealt'));
    // The levels and how each plays come from the server.
    await page.getByLabel('Bots play').selectOption('EASY');
    expect(await page.locator('#bot-level-description').textContent()).toMatch(/at random/);
    // Rapid, not blitz: a loaded machine can take minutes over the clicks of one turn.
    await page.getByLabel('Clock').selectOption({ label: 'Rapid: 15 min + 10 s' });
    await page.click('button:text("Play against 1 bot")');
    await page.waitForURL(/\/games\/g_/);
    const gameId = new URL(page.url()).pathname.split('/').pop()!;

    // Each seat's clock, the running one counting down from the server's reading.
    await page.locator('.clocks .clock.running').first().waitFor();
    expect(await page.locator('.clocks .clock').count()).toBe(2);
    expect(await page.locator('.clocks .clock').first().textContent()).toMatch(/1[45]:\d\d$/);

    const played: string[] = [];
    let attacks = 0;
    // The turn ends with the fortifying move (it ends attacking) or, when none is possible, EndTurn.
    for (let step = 0; step < 300 && !played.includes('EndTurn') && !played.includes('Move'); step++) {
      await myTurn(page);
      const phase = await page.locator('.game').getAttribute('data-phase');
      const general = (type: string) => offered(page, type);
      let type: string | undefined;
      if (phase === 'setupPlace' || phase === 'claim' || phase === 'place') {
        // Armies go where they can attack from: a random deal may leave a seat's first areas inland.
        type = await findOnBoard(
          page,
          ['PlaceSetupArmy', 'ClaimTerritory', 'PlaceArmies'],
          Infinity,
          await frontier(page),
        );
        if (!type && (await general('EndPlacement'))) type = 'EndPlacement';
      } else if (phase === 'attack') {
        if (await general('Occupy')) type = 'Occupy';
        // One attack: each one spends armies a fortifying move would need.
        else if (attacks < 1) type = await findOnBoard(page, ['Attack']);
        if (!type && !played.includes('Move')) type = await findOnBoard(page, ['Move']);
        if (!type) type = 'EndTurn';
      } else {
        type =
          (await page.locator('.actions button[data-action]:not([disabled])').first().getAttribute('data-action')) ??
          undefined;
      }
      if (!type) throw new Error(`nothing to click in phase ${phase}`);
      if (type === 'Attack') attacks++;
      await press(page, type);
      played.push(type);
    }
    // A dealt board may leave no two of the seat's territories side by side: then the turn ends
    // with EndTurn, which the loop clicks only when no area offers a Move. What of the turn was not
    // played, and the turn as played, for a failure's report.
    const turn = ['PlaceArmies', 'Attack', played.includes('EndTurn') ? 'EndTurn' : 'Move'];
    expect({ missing: turn.filter((t) => !played.includes(t)), played }).toEqual({ missing: [], played });
    await screenshot(page, 'risk-empires-board');

    // The server recorded the turn as the page played it, for this player's seat.
    const events = await watcher.allEvents(gameId);
    const mine = (type: string) => events.filter((e) => e.type === type && (e.payload as { seat?: number }).seat === 0);
    expect(mine('ArmiesPlaced').length).toBeGreaterThan(0);
    const byMe = (type: string) =>
      events.filter((e) => e.type === type && (e.actor as { playerId?: string }).playerId === playerId);
    expect(byMe('BattleRolled').length).toBe(attacks);
    expect(mine('ArmiesMoved').length).toBe(played.filter((t) => t === 'Move').length);
    const game = await watcher.game(gameId);
    expect(game.seats[0]).toMatchObject({ kind: 'PLAYER', playerId });
    await page.goto(`${origin}/`);
  });

  it('watches a bot game live to its end, scrubs the replay against the API and verifies the dice', async () => {
    const game = await watcher.createGame({
      ruleset: 'risk-empires',
      seats: policyBots('random', 'heuristic', 'random'),
      options: { roundLimit: 3, setup: 'dealt' },
      start: true,
    });
    const { page } = await open();
    await signIn(page, origin, 'spectator');
    await page.goto(`${origin}/games/${game.id}`);
    await page.locator('.game[data-status="playing"], .game[data-status="finished"]').waitFor();
    await page.locator('section.outcome').waitFor({ timeout: 150_000 });
    await page.locator('.game[data-status="finished"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The view at seq N on the page is the server's view(atSeq: N), area by area.
    const last = await seqOf(page);
    for (const n of [Math.floor(last / 3), Math.floor((2 * last) / 3)]) {
      await page.goto(`${origin}/games/${game.id}?seq=${n}`);
      await page.waitForSelector(`.game[data-seq="${n}"]`);
      await page.click('button[aria-label="Step back"]');
      await page.waitForSelector(`.game[data-seq="${n - 1}"]`);
      const shown = await page.$$eval('g.area', (areas) =>
        areas.map((a) => ({ owner: a.getAttribute('data-owner'), label: a.getAttribute('data-label') })),
      );
      const server = (await watcher.view(game.id, n - 1)).view as { owner: number[]; armies: number[] };
      expect(shown).toEqual(
        server.owner.map((owner, i) => ({
          owner: owner === -2 ? '' : String(owner),
          label: owner === -2 ? '' : String(server.armies[i]),
        })),
      );
      expect(new URL(page.url()).searchParams.get('seq')).toBe(String(n - 1));
    }
    await screenshot(page, 'risk-empires-replay');

    await page.goto(`${origin}/games/${game.id}`);
    await page.click('button:text("Verify dice")');
    await page.waitForSelector('[data-verdict="match"]');

    // An export with one die altered is caught.
    const events = await watcher.allEvents(game.id);
    const battle = events.find((e) => e.type === 'BattleRolled')!;
    const payload = battle.payload as { attack: number[] };
    payload.attack[0] = (payload.attack[0] % 6) + 1;
    mkdirSync(join(__dirname, '../../tmp'), { recursive: true });
    const file = join(__dirname, '../../tmp', `altered-${game.id}.ndjson`);
    writeFileSync(file, events.map((e) => JSON.stringify(e)).join('\n'));
    await page.setInputFiles('input[type="file"]', file);
    await page.waitForSelector('[data-verdict="mismatch"]');
    await screenshot(page, 'risk-empires-verify-mismatch');
    expect(await overflowsSideways(page)).toBe(false);
  });

  it('fits a phone: the lobby and a game page do not scroll sideways', async () => {
    const { page } = await open(390, 844);
    await signIn(page, origin, 'phone');
    expect(await overflowsSideways(page)).toBe(false);
    const [finished] = (await watcher.games({ status: 'FINISHED', ruleset: 'risk-empires' }, 1)).items;
    await page.goto(`${origin}/games/${finished.id}`);
    await page.locator('section.outcome').waitFor();
    await screenshot(page, 'risk-empires-phone');
    expect(await overflowsSideways(page)).toBe(false);
  });

  it('brings two players together through the queue: both pages open the game found', async () => {
    const [ann, ben] = [await open(), await open()];
    const join = async (page: Page, name: string) => {
      await signIn(page, origin, name);
      const queue = page.locator('section[aria-labelledby="queue"]');
      await queue.getByLabel('Players').fill('2');
      await queue.getByLabel(/bots fill/).uncheck();
      await page.click('button:text("Join the queue")');
    };
    await join(ann.page, 'queue-ann');
    await ann.page.locator('text=Waiting for a 2-player').waitFor();
    await join(ben.page, 'queue-ben'); // the match is found at once: ben may never see himself waiting
    await Promise.all([ann.page.waitForURL(/\/games\/g_/), ben.page.waitForURL(/\/games\/g_/)]);
    expect(ann.page.url()).toBe(ben.page.url());
    await ann.page.locator('.game[data-seat]').waitFor();
    const seats = await Promise.all([ann, ben].map(({ page }) => page.locator('.game').getAttribute('data-seat')));
    expect(seats.sort()).toEqual(['0', '1']);
  });

  it('opens a table, is joined by its invite code, fills it with a bot and starts its game', async () => {
    const [host, guest] = [await open(), await open()];
    await signIn(host.page, origin, 'table-host');
    await host.page.locator('section[aria-labelledby="new-game"]').getByLabel('Seats', { exact: true }).fill('3');
    await host.page.click('button:text("Open a table")');
    await host.page.waitForURL(/\/tables\//);
    const code = (await host.page.locator('[data-code]').getAttribute('data-code'))!;

    await signIn(guest.page, origin, 'table-guest');
    await guest.page.fill('#table-code', code);
    await guest.page.click('button:text("Join by code")');
    await guest.page.waitForURL(/\/tables\//);
    await host.page.locator('li:text("a player")').waitFor();
    await host.page.click('button:text("Add an easy bot")');
    await host.page.locator('li:text("bot (easy)")').waitFor();
    await host.page.click('button:text("Start")');
    await Promise.all([host.page.waitForURL(/\/games\/g_/), guest.page.waitForURL(/\/games\/g_/)]);
    expect(host.page.url()).toBe(guest.page.url());
    await screenshot(host.page, 'risk-empires-table-game');
  });

  it('answers any screen address with the page, and keeps the API its own', async () => {
    const page = await fetch(`${origin}/games/g_nothing?seq=3`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');
    const health = await fetch(`${origin}/health`, { headers: { accept: 'text/html' } });
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});
