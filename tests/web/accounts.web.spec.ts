import { waitFor } from '@empires/testing';
import { screenshot, seriousViolations } from './support/browser';
import { webSuite } from './support/web-suite';

/**
 * Accounts and chat through the page: a player creates an account with a password, stays signed
 * in across a reload (the page keeps the session and refreshes it), and talks in the lobby with a
 * player on the SDK, both ways.
 */
describe('the web client, accounts and chat', () => {
  const web = webSuite();

  it('creates an account, keeps its session across a reload, and chats in the lobby both ways', async () => {
    const { page } = await web.open();
    await page.goto(`${web.origin}/`);
    await page.fill('#player-name', 'Wren');
    await page.fill('#player-password', 'a long enough password');
    await page.click('button:text("Create account")');
    const me = page.locator('[data-player]');
    await me.waitFor();
    const id = await me.getAttribute('data-player');
    await page.reload();
    await page.locator(`[data-player="${id}"]`).waitFor();

    const sam = await web.register('Sam');
    const chat = page.locator('[data-channel="lobby"]');
    await chat.waitFor();
    // The page listens once its panel is shown; a message posted before that comes with the history.
    await sam.postChatMessage('lobby', 'anyone for a game?');
    await chat.locator('li', { hasText: 'anyone for a game?' }).waitFor();
    await page.fill('#chat-lobby', 'I am in');
    await page.click('[data-channel="lobby"] button:text("Send")');
    await waitFor(
      async () =>
        (await sam.chatMessages('lobby')).some((m) => m.body === 'I am in' && m.authorName === 'Wren') || undefined,
      10_000,
      'the page to post',
    );
    await chat.locator('li', { hasText: 'I am in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'lobby-chat');
  });
});
