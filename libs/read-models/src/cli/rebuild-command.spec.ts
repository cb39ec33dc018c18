import { Client } from 'pg';
import { rulesetRegistry } from '@empires/rulesets';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { freshReadModels } from '../testing/read-models-db';
import { rebuildHistory } from './rebuild-command';
import { refusalToReplace } from './replaceable-schema';

const shipped = { module: '@empires/rulesets', exportName: 'rulesetRegistry' };

describe('npm run history:rebuild: the schema it replaces', () => {
  const foreign = uniqueName('engine_like');
  const env = { ...process.env };
  let admin: Client;

  beforeAll(async () => {
    process.env.DATABASE_URL = testDatabaseUrl();
    admin = new Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(
      `CREATE SCHEMA ${foreign}; CREATE TABLE ${foreign}.events (position bigint); INSERT INTO ${foreign}.events VALUES (1)`,
    );
  });

  afterAll(async () => {
    process.env = env;
    await admin.query(`DROP SCHEMA IF EXISTS ${foreign} CASCADE`);
    await admin.end();
  });

  it('refuses --into a schema holding tables that are not read models, and drops nothing', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await rebuildHistory(rulesetRegistry(), ['--from', 'store', '--into', foreign], shipped)).toBe(1);
      expect(errors.mock.calls.flat().join('\n')).toContain(`schema ${foreign} holds tables that are not history's`);
    } finally {
      errors.mockRestore();
    }
    expect((await admin.query(`SELECT count(*)::int AS n FROM ${foreign}.events`)).rows).toEqual([{ n: 1 }]);
  });

  it('replaces a schema of read models, or one that is missing', async () => {
    const history = await freshReadModels();
    try {
      expect(await refusalToReplace(history.db, history.schema)).toBeNull();
      expect(await refusalToReplace(history.db, uniqueName('missing'))).toBeNull();
      expect(await refusalToReplace(history.db, foreign)).toMatch(/is not dropped/);
    } finally {
      await history.drop();
    }
  });
});
