import type { Queryable } from './database';
import { dropEach, sqlMigration } from './migrations';

/** A connection that only writes down what it is asked. */
function recorder(): Queryable & { readonly asked: string[] } {
  const asked: string[] = [];
  return { asked, query: async (sql: string) => (asked.push(sql), []) };
}

describe('a migration of fixed statements', () => {
  it('runs its statements in order, each as written, and its undoing likewise', async () => {
    const m = sqlMigration(
      'Things1',
      [`CREATE TABLE a (x int)`, `CREATE INDEX a_x ON a (x)`],
      dropEach('TABLE', ['a']),
    );
    const up = recorder();
    const down = recorder();
    await m.up(up);
    await m.down?.(down);
    expect(m.name).toBe('Things1');
    expect(up.asked).toEqual([`CREATE TABLE a (x int)`, `CREATE INDEX a_x ON a (x)`]);
    expect(down.asked).toEqual([`DROP TABLE a`]);
  });

  it('has no undoing when none is given', () => {
    expect(sqlMigration('Things2', [`SELECT 1`]).down).toBeUndefined();
  });

  it('drops each object named, in the order given', () => {
    expect(dropEach('VIEW', ['b', 'a'])).toEqual([`DROP VIEW b`, `DROP VIEW a`]);
  });
});
