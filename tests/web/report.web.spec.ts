import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildTables, renderReport, simulatedGames } from '@empires/analysis';
import { rulesetRegistry } from '@empires/rulesets';
import { launchBrowser, openPage } from './support/browser';

/** `empires report`'s page, opened from a file in Chromium as an analyst would open it. */
describe('the analysis report', () => {
  let browser: Browser;
  let folder: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    folder = mkdtempSync(join(tmpdir(), 'empires-report-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('draws every chart (win rates, lengths, dice, ratings) from its own file, asking for nothing else', async () => {
    const tables = buildTables(simulatedGames(), rulesetRegistry());
    const ratings = ['risk-empires', 'warlords'].flatMap((ruleset) =>
      [-3, 0.5, 2, 7.25, 11].map((ordinal) => ({ ruleset, ordinal })),
    );
    const file = join(folder, 'report.html');
    writeFileSync(file, renderReport(tables, { ratings }));
    const { page, errors, requests } = await openPage(browser);
    await page.goto(`file://${file}`);

    const charts = await page.locator('svg').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        const bars = [...svg.querySelectorAll('.bar')].map((b) => b.getBoundingClientRect());
        return {
          title: svg.getAttribute('aria-label'),
          width: box.width,
          height: box.height,
          bars: bars.length,
          drawnBars: bars.filter((b) => b.width > 0 && b.height > 0).length,
        };
      }),
    );
    const titles = charts.map((c) => c.title ?? '');
    // Seats, policies; a length histogram and a rating histogram per ruleset; dice per ruleset and die.
    expect(titles.filter((t) => t.startsWith('Win rate'))).toHaveLength(2);
    expect(titles.filter((t) => t.includes('game length'))).toHaveLength(3);
    expect(titles.filter((t) => t.includes('share of each face'))).toEqual(
      expect.arrayContaining([expect.stringContaining('risk-empires d6'), expect.stringContaining('warlords d20')]),
    );
    expect(titles.filter((t) => t.includes('rating distribution'))).toHaveLength(2);
    for (const chart of charts) {
      expect(chart.width).toBeGreaterThan(0);
      expect(chart.height).toBeGreaterThan(0);
      expect(chart.bars).toBeGreaterThan(0);
      expect(chart.drawnBars).toBe(chart.bars);
    }
    expect(await page.locator('.empty').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(requests.map((r) => r.url.protocol)).toEqual(['file:']);
  });
});
