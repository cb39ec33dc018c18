import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = join(__dirname, '../../..');
const screenshots = join(root, 'tests/web/screenshots');

/** Debian's Chromium (`apt-get install chromium`); the registries here serve no browser builds. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The web client as `npm run web:build` leaves it; built here when a test runs alone. */
export function builtWebClient(): string {
  const dist = join(root, 'dist/apps/web');
  if (!existsSync(join(dist, 'index.html'))) {
    const built = spawnSync('npm', ['run', '--silent', 'web:build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run web:build failed');
  }
  return dist;
}

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath}: apt-get install chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath,
    // As root in a container, without the network: no sandbox, and none of Chromium's own calls home.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page of the client and what it did: console errors, and every address it asked for. */
export interface WatchedPage {
  readonly page: Page;
  readonly errors: string[];
  readonly requests: Called[];
}

/** An address the page asked for, and as what (`document`, `fetch`, `script`, `websocket`...). */
export interface Called {
  readonly url: URL;
  readonly kind: string;
}

export async function openPage(browser: Browser, width = 1280, height = 900): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  const requests: Called[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push({ url: new URL(r.url()), kind: r.resourceType() }));
  page.on('websocket', (ws) => requests.push({ url: new URL(ws.url()), kind: 'websocket' }));
  return { page, errors, requests };
}

/**
 * What the page asked for beyond the API (`/graphql` over HTTP and graphql-ws, `/schemas/...`) and
 * its own pages and built files: each such address, with what it was asked as.
 */
export function foreignRequests(requests: readonly Called[], origin: string): string[] {
  const own = new URL(origin).host;
  const allowed = ({ url, kind }: Called) => {
    if (url.protocol === 'data:') return kind === 'image' || kind === 'other';
    if (url.host !== own) return false;
    if (kind === 'document') return true; // a screen's own address
    if (kind === 'websocket' || kind === 'fetch' || kind === 'xhr')
      return url.pathname === '/graphql' || url.pathname.startsWith('/schemas/');
    return url.pathname.startsWith('/assets/');
  };
  return requests.filter((r) => !allowed(r)).map((r) => `${r.kind} ${r.url}`);
}
/** Registers a player through the page's own form. */
export async function signIn(page: Page, origin: string, name: string): Promise<string> {
  await page.goto(`${origin}/`);
  await page.fill('#player-name', name);
  await page.click('button:text("Sign in")');
  const me = page.locator('[data-player]');
  await me.waitFor();
  return (await me.getAttribute('data-player'))!;
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's content policy does not govern.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = (await page.evaluate('axe.run()')) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  };
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A full-page screenshot under tests/web/screenshots (written by each run, not checked in). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

/** Whether the page is wider than the viewport (a phone would scroll sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth + 1');
