import type { Server } from 'node:http';
import { webhookReceiver } from '@empires/testing';

/**
 * The webhook receivers of one spec file, made in its `describe`: `open` starts one (its first
 * `failFirst` requests answered 500), and every one started is closed after the file's tests, so
 * no spec has to remember to.
 */
export function webhookReceivers() {
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) s.close();
  });
  return {
    async open(failFirst = 0) {
      const r = await webhookReceiver(failFirst);
      servers.push(r.server);
      return r;
    },
  };
}
