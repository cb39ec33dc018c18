import { ensureDatabase, openServiceDatabase } from '@empires/eventstore';
import { Client } from 'pg';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { Column, Entity, PrimaryColumn, type DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';

@Entity({ name: 'notes' })
class Note {
  @PrimaryColumn('text') id!: string;
  @Column('jsonb') body!: { text: string; n: number };
}

class CreateNotes1700000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notes (id text PRIMARY KEY, body jsonb NOT NULL)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notes`);
  }
}

describe('service database through TypeORM', () => {
  const schema = uniqueName('test');
  let source: DataSource;

  beforeAll(async () => {
    source = await openServiceDatabase({
      url: testDatabaseUrl(),
      schema,
      migrations: [CreateNotes1700000000000],
      entities: [Note],
    });
  });

  afterAll(async () => {
    await source.query(`DROP SCHEMA "${schema}" CASCADE`);
    await source.destroy();
  });

  it('creates its schema by migration and round-trips a row', async () => {
    const notes = source.getRepository(Note);
    await notes.save({ id: 'n1', body: { text: 'hello', n: 3 } });
    const found = await notes.findOneByOrFail({ id: 'n1' });
    expect(found.body).toEqual({ text: 'hello', n: 3 });
    const tables = await source.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`,
      [schema],
    );
    expect(tables.map((t: { table_name: string }) => t.table_name).sort()).toEqual(['migrations', 'notes']);
  });

  it('runs each migration once, even when opened again', async () => {
    const again = await openServiceDatabase({ url: testDatabaseUrl(), schema, migrations: [CreateNotes1700000000000] });
    const runs = await again.query(`SELECT count(*)::int AS n FROM "${schema}".migrations`);
    await again.destroy();
    expect(runs[0].n).toBe(1);
  });
});

describe('creating the database on first start', () => {
  it('lets five services create a missing database at once: one creates it, none fails', async () => {
    const name = uniqueName('fresh');
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    await Promise.all(Array.from({ length: 5 }, () => ensureDatabase(url.toString())));
    url.pathname = '/postgres';
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(found.rowCount).toBe(1);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    }
  });
});
