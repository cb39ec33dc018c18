import { waitFor } from '@empires/testing';
import { screenshot, seriousViolations, signIn } from './support/browser';
import { webSuite } from './support/web-suite';
import { riskBotGame } from '../e2e/support/bot-games';

/** A finished game's page: the analysis asked for, drawn as each seat's chance to win, its costly turns to replay. */
describe('the web client, post-game analysis', () => {
  const web = webSuite();

  it('analyses a finished bot game on request and draws each seat’s chance to win over the turns', async () => {
    const host = await web.register('host');
    const { id } = await host.createGame(riskBotGame(['EASY', 'MEDIUM'], { roundLimit: 2 }));
    await waitFor(async () => (await host.game(id)).status === 'FINISHED', 150_000, 'the bots to finish the game');

    const { page } = await web.open();
    await signIn(page, web.origin, 'viewer');
    await page.goto(`${web.origin}/games/${id}`);
    await page.click('button:text("Analyse the game")');
    const chart = page.locator('.win-chances svg');
    await chart.waitFor({ timeout: 120_000 });
    expect(await chart.locator('polyline').count()).toBe(2);
    expect(await chart.getAttribute('aria-label')).toMatch(/^Chances to win after each of \d+ turns/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'game-analysis');

    const stored = await host.gameAnalysis(id);
    expect(await chart.locator('circle.costly').count()).toBe(stored?.costly.length);
    const first = stored?.costly[0];
    if (first) {
      // A costly turn shows the game as it stood after it.
      await page.click(`.costly-turns button[data-seq="${first.seq}"]`);
      await page.waitForURL(new RegExp(`\\?seq=${first.seq}$`));
    }
  });
});
