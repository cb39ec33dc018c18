import { waitFor } from '@empires/testing';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** What a test reads and clicks on a game page (`apps/web/src/pages/game.tsx`). */

const offer = (type: string) => `.actions button[data-action="${type}"]:not([disabled])`;

/** The seq the page shows. */
export const seqOf = async (page: Page) => Number(await page.locator('.game').getAttribute('data-seq'));

/** Waits until the page shows the game past `seq` (polled: the page's content policy forbids waitForFunction's eval). */
const seqPast = (page: Page, seq: number, timeout = 30_000) =>
  waitFor(async () => (await seqOf(page)) > seq, timeout, `the page past seq ${seq}`);

/** Whether the move panel offers `type` now (among the moves naming no area, or the selected area's). */
export const offered = async (page: Page, type: string) => (await page.locator(offer(type)).count()) > 0;

/** Sends the offered `type` and waits for the event it caused. */
export async function press(page: Page, type: string): Promise<void> {
  const seq = await seqOf(page);
  await page.locator(offer(type)).first().click();
  await seqPast(page, seq);
}

/** Clicks the highlighted areas one by one (at most `limit`) until the panel offers one of `types`; the type found. */
export async function findOnBoard(
  page: Page,
  types: readonly string[],
  limit = Infinity,
  /** Area indices to try first, in this order (the rest follow in the board's). */
  first: readonly number[] = [],
): Promise<string | undefined> {
  const choices = await page
    .locator('g.area.choice')
    .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-area'))));
  const order = [...first.filter((i) => choices.includes(i)), ...choices.filter((i) => !first.includes(i))];
  for (const index of order.slice(0, limit)) {
    await page.locator(`g.area.choice[data-area="${index}"]`).click();
    for (const type of types) if (await offered(page, type)) return type;
  }
  return undefined;
}

/** Any offer but resigning: one naming no area, else one found on the first areas of the board. */
async function anyOffer(page: Page): Promise<string | null> {
  const offers = page.locator('.actions button[data-action]:not([disabled]):not([data-action="Resign"])');
  const areas = page.locator('g.area.choice');
  for (let i = 0; !(await offers.count()) && i < Math.min(await areas.count(), 12); i++) await areas.nth(i).click();
  return (await offers.count()) ? offers.first().getAttribute('data-action') : null;
}

/**
 * Waits until the page offers the player a move: its turn, and the server's legal actions for the
 * seq shown have arrived (before that the panel holds only what needs none, such as resigning).
 */
export const myTurn = (page: Page, timeout = 60_000) =>
  page.waitForSelector('.game[data-my-turn="true"][data-offers-ready="true"] section.actions button[data-action]', {
    timeout,
  });

/**
 * Plays by clicking until `done`: at each turn of the player's, the move `plan` picks (given what
 * was played so far), else any offer; the moves played, in order.
 */
export async function playUntil(
  page: Page,
  plan: (played: string[]) => Promise<string | undefined>,
  done: (played: string[]) => boolean,
  steps = 40,
): Promise<string[]> {
  const played: string[] = [];
  for (let step = 0; step < steps && !done(played); step++) {
    await myTurn(page).catch(async (e: unknown) => {
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

/** Every area as the board draws it, by index: its holder and label. */
export const drawnAreas = (page: Page) =>
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
