import { openServiceDatabase } from '@empires/database';
import { engineDatabase } from '@empires/eventstore';
import { testDatabaseUrl } from '@empires/testing';
import { fillEventStore } from '../tests/bench/stored-games';
(async () => {
  const db = await openServiceDatabase(engineDatabase(testDatabaseUrl(), process.argv[2]));
  const t = Date.now();
  console.log(await fillEventStore(db, Number(process.argv[3])), Date.now() - t, 'ms');
  await db.close();
})();
