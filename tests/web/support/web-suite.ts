import { EmpiresClient } from '@empires/client';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from '../../e2e/support/gateway-stack';
import { builtWebClient, foreignRequests, launchBrowser, openPage, type WatchedPage } from './browser';

/** One browser test file's world: the whole stack with bots, Chromium, and SDK clients beside the pages. */
export interface WebSuite {
  readonly stack: GatewayStack;
  /** The gateway's address, where the client is served. */
  readonly origin: string;
  /** A page of the client; after each test its console errors and addresses are checked. */
  open(width?: number, height?: number): Promise<WatchedPage>;
  /** A player registered through the SDK (closed after the file). */
  register(name: string): Promise<EmpiresClient>;
  /** The SDK acting as a page's signed-in player, with the access token of the session the page keeps. */
  playerOf(page: Page): Promise<EmpiresClient>;
}

/** Sets up the file's hooks: the stack and browser before all, page checks after each, closing after all. */
export function webSuite(): WebSuite {
  let stack: GatewayStack | undefined;
  let browser: Browser | undefined;
  const pages: WatchedPage[] = [];
  const clients: EmpiresClient[] = [];
  const suite: WebSuite = {
    get stack() {
      if (!stack) throw new Error('the stack starts in beforeAll');
      return stack;
    },
    get origin() {
      return `http://127.0.0.1:${suite.stack.gateway.port}`;
    },
    async open(width, height) {
      const watched = await openPage(browser!, width, height);
      pages.push(watched);
      return watched;
    },
    async register(name) {
      const client = await EmpiresClient.register(name, { url: suite.origin, webSocketImpl: WebSocket });
      clients.push(client);
      return client;
    },
    async playerOf(page) {
      const kept = (await page.evaluate(`window.localStorage.getItem('empires.session')`)) as string;
      const { token } = JSON.parse(kept) as { token: string };
      const client = await EmpiresClient.withToken(token, { url: suite.origin, webSocketImpl: WebSocket });
      clients.push(client);
      return client;
    },
  };

  beforeAll(async () => {
    builtWebClient();
    [stack, browser] = await Promise.all([gatewayStack({}, { bots: true }), launchBrowser()]);
  });
  afterEach(() => {
    for (const { errors, requests } of pages.splice(0)) {
      expect(errors).toEqual([]);
      expect(foreignRequests(requests, suite.origin)).toEqual([]);
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await browser?.close();
    await stack?.close();
  });
  return suite;
}
