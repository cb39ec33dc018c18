import type { EmpiresClient, TournamentFieldsFragment } from '@empires/client';
import { waitFor } from '@empires/testing';
import type { Page } from 'playwright-core';
import { overflowsSideways, screenshot, seriousViolations, signIn } from './support/browser';
import { webSuite } from './support/web-suite';

/**
 * Tournaments and ratings through the page: an organizer creates a round robin of dice races,
 * enters it herself beside bots, starts it and follows it to its end; a knockout of bots shows its
 * bracket; her rated games put her on the leaderboard and draw her rating history.
 */
describe('the web client, tournaments and ratings', () => {
  const web = webSuite();
  const open = (width?: number, height?: number) => web.open(width, height);
  let origin: string;
  let watcher: EmpiresClient;
  let organizer: { id: string; client: EmpiresClient; stop: () => void } | undefined;
  let rival: EmpiresClient;
  let stopRival: (() => void) | undefined;
  let roundRobin: TournamentFieldsFragment;

  beforeAll(async () => {
    origin = web.origin;
    [watcher, rival] = await Promise.all(['arbiter', 'ivan'].map((name) => web.register(name)));
    stopRival = rollOnEachTurn(rival);
  });
  afterAll(() => {
    organizer?.stop();
    stopRival?.();
  });

  /** A player who rolls whenever one of their seats must act, in any dice race; the function stops it. */
  const rollOnEachTurn = (client: EmpiresClient) =>
    client.onYourTurn((notice) => {
      for (const seat of notice.seats)
        client
          .submitAction({ gameId: notice.gameId, seat, action: { type: 'Roll' }, expectedVersion: notice.version })
          .catch(() => undefined); // a notice overtaken by a newer one
    });

  /** The signed-in page's player acting through the SDK with the page's own token: her games play themselves. */
  async function playAlong(page: Page, id: string) {
    const client = await web.playerOf(page);
    return { id, client, stop: rollOnEachTurn(client) };
  }

  /** Creates a dice-race tournament through the organizer's form; its id. */
  async function createTournament(page: Page, name: string, format: string, advance = 'AUTO'): Promise<string> {
    await page.goto(`${origin}/tournaments`);
    await page.fill('#tournament-name', name);
    await page.selectOption('#tournament-ruleset', 'dice-race');
    await page.selectOption('#tournament-format', format);
    await page.selectOption('#tournament-advance', advance);
    await page.fill('#option-target', '6');
    await page.click('button:text("Create tournament")');
    await page.waitForURL(/\/tournaments\/trn_/);
    await page.click('button:text("Open registration")');
    await page.locator('.tournament[data-status="registration"]').waitFor();
    return new URL(page.url()).pathname.split('/').pop()!;
  }

  async function addBot(page: Page, level: string, name: string) {
    const entrants = await page.locator('.entrants > li').count();
    await page.selectOption('.add-bot select', level);
    await page.fill('.add-bot input', name);
    await page.click('button:text("Add bot")');
    await page.locator('.entrants > li').nth(entrants).waitFor();
  }

  it('runs a round robin made on the page to its end, with the standings and pairings of the API', async () => {
    const { page } = await open();
    const id = await signIn(page, origin, 'olga');
    organizer = await playAlong(page, id);
    const tournamentId = await createTournament(page, 'Spring dice open', 'ROUND_ROBIN');

    await page.click('button:text-is("Register")');
    await page.locator(`.entrants li[data-entrant="${id}"]`).waitFor();
    // Another player registers elsewhere: the page hears of it.
    await rival.tournaments.register(tournamentId);
    await page.locator(`.entrants li[data-entrant="${rival.playerId}"]`).waitFor();
    // A dice race offers easy bots only (the bots know nothing of a test's ruleset).
    for (const name of ['Hal', 'Rita', 'Rex']) await addBot(page, 'EASY', name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('button:text("Start with 5 entrants")');
    // Every round after the first is paired and played with no reload: the live updates show them.
    await page.locator('.tournament[data-status="finished"]').waitFor({ timeout: 90_000 });
    await page.locator('.champion').waitFor();

    roundRobin = await watcher.tournaments.get(tournamentId);
    expect(roundRobin.rounds).toHaveLength(5);
    expect(roundRobin.rounds.flatMap((r) => r.pairings).filter((p) => p.kind === 'BYE')).toHaveLength(5);
    const shown = await page.$$eval('.standings tbody tr', (rows) =>
      rows.map((r) => ({
        place: Number(r.querySelector('.standing-place')?.textContent),
        name: r.querySelector('.entrant-name')?.textContent,
        points: Number(r.querySelector('.points')?.textContent),
      })),
    );
    expect(shown).toEqual(roundRobin.standings.map((x) => ({ place: x.place, name: x.name, points: x.points })));
    expect(await page.locator('.champion').getAttribute('data-champion')).toBe(roundRobin.champion);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-standings');

    // A round has its own address, and each of its tables links to its game.
    await page.click('nav[aria-label="Rounds"] a:text("Round 2")');
    await page.waitForURL(/\?round=2$/);
    const links = await page.$$eval('.pairing a', (as) => as.map((a) => a.getAttribute('href')));
    const games = roundRobin.rounds[1].pairings.filter((p) => p.kind === 'GAME');
    expect(links).toEqual(games.map((p) => `/games/${p.gameId}`));
    expect(await page.locator('.pairing:has-text("bye")').count()).toBe(1);
    await page.reload();
    await page.locator('nav[aria-label="Rounds"] a[aria-current="page"]:text("Round 2")').waitFor();

    await page.goto(`${origin}/tournaments?status=FINISHED`);
    await page.locator(`tr[data-tournament="${tournamentId}"] a:text("Spring dice open")`).waitFor();
  });

  it('draws a knockout of bots as a bracket, round by round, to its champion', async () => {
    const { page } = await open();
    await signIn(page, origin, 'karl');
    const tournamentId = await createTournament(page, 'Knockout cup', 'SINGLE_ELIMINATION', 'MANUAL');
    for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hu']) await addBot(page, 'EASY', name);
    await page.click('button:text("Start with 8 entrants")');
    // Advanced by hand, the bracket waits between rounds: the matches still to come show as such.
    const advance = page.locator('button:text-is("Advance"):not([disabled])');
    await advance.waitFor({ timeout: 60_000 });
    expect(await page.locator('.bracket-round[data-bracket-round="1"] .bracket-match[data-game]').count()).toBe(4);
    expect(await page.locator('.bracket-match.pending').count()).toBe(3);
    await advance.click();
    await page.locator('.bracket-round[data-bracket-round="2"] .bracket-match[data-game]').nth(1).waitFor();
    await advance.waitFor({ timeout: 60_000 });
    await advance.click();
    await page.locator('.tournament[data-status="finished"]').waitFor({ timeout: 90_000 });

    const t = await watcher.tournaments.get(tournamentId);
    const columns = await page.$$eval('.bracket-round', (cols) =>
      cols.map((c) => ({
        title: c.querySelector('h3')?.textContent,
        games: [...c.querySelectorAll('.bracket-match')].map((m) => m.getAttribute('data-game')),
      })),
    );
    const gamesOf = (bracketRound: number) =>
      t.rounds
        .flatMap((r) => r.pairings)
        .filter((p) => p.bracketRound === bracketRound)
        .map((p) => p.gameId);
    expect(columns).toEqual([
      { title: 'Quarter-finals', games: gamesOf(1) },
      { title: 'Semi-finals', games: gamesOf(2) },
      { title: 'Final', games: gamesOf(3) },
    ]);
    const finalWinner = await page.locator('.bracket-round[data-bracket-round="3"] li.winner').textContent();
    expect(finalWinner).toContain(t.entrants.find((e) => e.entrantId === t.champion)?.name);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-bracket');
  });

  it("puts the organizer's rated games on the leaderboard and her page charts them", async () => {
    const { id } = organizer!;
    // Matchmaking rates each game as it hears of its end, which may come after the tournament's.
    const ratedFour = (playerId: string) => async () => {
      const points = await watcher.ratings.history(playerId, 'dice-race');
      return points.length === 4 && points;
    };
    const [history] = await Promise.all([
      waitFor(ratedFour(id), 30_000, "olga's four games to be rated"),
      waitFor(ratedFour(rival.playerId!), 30_000, "ivan's four games to be rated"),
    ]);
    const { page } = await open();
    await signIn(page, origin, 'reader');
    await page.goto(`${origin}/ratings?ruleset=dice-race`);
    const board = await watcher.ratings.leaderboard('dice-race');
    await page.locator(`.leaderboard tr[data-player="${id}"]`).waitFor();
    const rows = await page.$$eval('.leaderboard tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-player')));
    expect(rows).toEqual(board.map((r) => r.playerId));
    expect(rows).toEqual(expect.arrayContaining([id, rival.playerId]));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'leaderboard');

    await page.click(`.leaderboard tr[data-player="${id}"] a`);
    await page.waitForURL(`${origin}/players/${id}`);
    const chart = page.locator('.rating-chart svg[role="img"]');
    expect(await chart.getAttribute('aria-label')).toMatch(/^olga's dice-race rating over 4 rated games/);
    expect(await page.locator('.rating-chart circle.point').count()).toBe(4);
    const tabled = await page.$$eval('.rating-points tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-game')));
    expect(tabled).toEqual(history.map((p) => p.gameId));
    // The recent games load apart from the ratings: the list is there once its first link is.
    await page.locator('.games a').first().waitFor();
    const games = await page.$$eval('.games a', (as) => as.map((a) => a.getAttribute('href')));
    expect(games).toEqual(expect.arrayContaining(history.map((p) => `/games/${p.gameId}`)));
    await page.click('.rating-points summary');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'player-page');
  });

  it('fits a phone: the tournament, leaderboard and player pages do not scroll sideways', async () => {
    const { page } = await open(390, 844);
    await signIn(page, origin, 'pocket');
    const screens = {
      'tournament-phone': `/tournaments/${roundRobin.id}`,
      'tournaments-phone': '/tournaments',
      'leaderboard-phone': '/ratings?ruleset=dice-race',
      'player-page-phone': `/players/${organizer!.id}`,
    };
    for (const [name, path] of Object.entries(screens)) {
      await page.goto(`${origin}${path}`);
      await page.locator('main h1').waitFor();
      await page.locator('main :text("Loading")').waitFor({ state: 'detached' });
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, name);
    }
  });
});
