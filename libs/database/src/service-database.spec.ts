import { serviceRole } from './roles';
import { sqlMigration } from './migrations';
import {
  connectAsService,
  defaultDatabaseUrl,
  serviceDatabaseFor,
  serviceDatabaseUrl,
  serviceSchema,
} from './service-database';

describe("a service's schema and URL from the environment", () => {
  it("is the service's name, with underscores for dashes, unless <SERVICE>_SCHEMA names another", () => {
    expect(serviceSchema('bot-runner', {})).toBe('bot_runner');
    expect(serviceSchema('bot-runner', { BOT_RUNNER_SCHEMA: 'bots_7' })).toBe('bots_7');
    expect(serviceSchema('history', { ENGINE_SCHEMA: 'engine_7' })).toBe('history');
  });

  it('reads <SERVICE>_DATABASE_URL, if set', () => {
    expect(serviceDatabaseUrl('bot-runner', { BOT_RUNNER_DATABASE_URL: 'postgres://b@h/d' })).toBe('postgres://b@h/d');
    expect(serviceDatabaseUrl('engine', {})).toBeUndefined();
  });

  it("connects a tool to the service's schema as the service's role, by the service's own URL when given", async () => {
    const admin = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/empires', BOT_RUNNER_SCHEMA: 'bots_7' };
    const tools = [
      connectAsService('bot-runner', admin),
      connectAsService('bot-runner', { ...admin, BOT_RUNNER_DATABASE_URL: 'postgres://runner@127.0.0.1:5432/empires' }),
    ];
    expect(tools.map((db) => [db.role, db.schema])).toEqual([
      [serviceRole('bot-runner'), 'bots_7'],
      ['runner', 'bots_7'],
    ]);
    for (const db of tools) await db.close();
  });

  it('opens a running service as its environment says: made with DATABASE_URL, or only connected to with its own URL', () => {
    const migrations = [sqlMigration('1-things', ['CREATE TABLE things (id int)'], ['DROP TABLE things'])];
    const opener = serviceDatabaseFor('bot-runner', migrations, ['history']);
    const admin = 'postgres://admin@db:5432/empires';
    const own = 'postgres://runner:secret@db:5432/empires';
    const role = serviceRole('bot-runner');
    const common = { role, migrations, readers: ['history'] };
    expect(opener.service).toBe('bot-runner');
    expect(opener(admin, 'bots_7')).toEqual({ url: admin, schema: 'bots_7', ...common });
    expect(opener.fromEnv({})).toEqual({ url: defaultDatabaseUrl, schema: 'bot_runner', ...common });
    expect(opener.fromEnv({ DATABASE_URL: admin, BOT_RUNNER_SCHEMA: 'bots_7' })).toEqual({
      url: admin,
      schema: 'bots_7',
      ...common,
    });
    // Its own URL alone: its role and schema were made for it, so nothing is made.
    expect(opener.fromEnv({ BOT_RUNNER_DATABASE_URL: own })).toEqual({
      url: undefined,
      serviceUrl: own,
      schema: 'bot_runner',
      ...common,
    });
    expect(opener.fromEnv({ DATABASE_URL: admin, BOT_RUNNER_DATABASE_URL: own }).url).toBe(admin);
  });
});
