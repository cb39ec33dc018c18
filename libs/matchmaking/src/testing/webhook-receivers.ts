import type { Server } from 'node:http';
import { webhookReceiver } from '@empires/testing';

/**
 * The webhook receivers of one spec file: `open` starts one (its first `failFirst` requests
 * answered 500), `closeAll`, for the file's `afterAll`, closes every one it started.
 */
export function webhookReceivers() {
  const servers: Server[] = [];
  return {
    async open(failFirst = 0) {
      const r = await webhookReceiver(failFirst);
      servers.push(r.server);
      return r;
    },
    closeAll() {
      for (const s of servers) s.close();
    },
  };
}
