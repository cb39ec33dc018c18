import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { rulesetRegistry } from '@empires/rulesets';
import type { ExportedGame } from '../records';
import { simulatedGames } from '../testing/simulated-games';
import { buildTables } from './build';
import { tableDefinitions, type Tables } from './definitions';
import { toCsv, toParquet } from './write';

const events = (games: readonly ExportedGame[], type: string) =>
  games.flatMap((g) => g.events.filter((e) => e.type === type).map((e) => e.payload as Record<string, never>));
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const flat = (value: unknown): number[] => (Array.isArray(value) ? value.flatMap(flat) : [value as number]);

describe('the analysis tables, as DuckDB reads them', () => {
  let games: ExportedGame[];
  let tables: Tables;
  let dir: string;
  let db: DuckDBConnection;
  const one = async (sql: string) => Number(Object.values((await db.runAndReadAll(sql)).getRowObjectsJS()[0])[0]);
  const parquet = (table: string) => `read_parquet('${join(dir, `${table}.parquet`)}')`;
  const csv = (table: string) => `read_csv('${join(dir, `${table}.csv`)}', header = true)`;

  beforeAll(async () => {
    games = simulatedGames();
    tables = buildTables(games, rulesetRegistry());
    dir = mkdtempSync(join(tmpdir(), 'empires-tables-'));
    for (const def of tableDefinitions) {
      writeFileSync(
        join(dir, `${def.name}.parquet`),
        new Uint8Array(await toParquet(def, tables[def.name as keyof Tables])),
      );
      writeFileSync(join(dir, `${def.name}.csv`), toCsv(def, tables[def.name as keyof Tables]));
    }
    db = await (await DuckDBInstance.create(':memory:')).connect();
  });
  afterAll(() => {
    db?.closeSync();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds one row per game, seat, move, battle and die in Parquet and CSV alike', async () => {
    const expected = {
      games: games.length,
      seats: sum(events(games, 'GameCreated').map((p) => (p.seats as unknown[]).length)),
      moves: sum(games.map((g) => g.events.filter((e) => e.command !== undefined).length)),
      battles: events(games, 'BattleRolled').length + events(games, 'BattleFought').length,
    };
    expect(expected.battles).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(expected)) {
      expect(await one(`SELECT count(*) FROM ${parquet(table)}`)).toBe(rows);
      expect(await one(`SELECT count(*) FROM ${csv(table)}`)).toBe(rows);
    }
    expect(await one(`SELECT count(*) FROM ${parquet('dice')}`)).toBe(tables.dice.length);
  });

  it('finds every die of risk-empires and warlords, as their events hold them', async () => {
    const riskDice = [
      ...events(games, 'BattleRolled').flatMap((p) => [...flat(p.attack), ...flat(p.defend)]),
      ...events(games, 'DisasterRolled').flatMap((p) => flat(p.dice)),
      ...events(games, 'RoundOrdered').flatMap((p) => flat(p.rolls)),
    ];
    const warlordsDice = [
      ...events(games, 'InitiativeRolled').flatMap((p) => flat(p.rolls)),
      ...events(games, 'BattleFought').flatMap((p) => [p.attackRoll, p.defendRoll]),
    ];
    const risk = `FROM ${parquet('dice')} WHERE ruleset = 'risk-empires'`;
    const warlords = `FROM ${parquet('dice')} WHERE ruleset = 'warlords'`;
    expect(await one(`SELECT count(*) ${risk}`)).toBe(riskDice.length);
    expect(await one(`SELECT sum(value) ${risk}`)).toBe(sum(riskDice));
    expect(await one(`SELECT count(*) ${warlords}`)).toBe(warlordsDice.length);
    expect(await one(`SELECT sum(value) ${warlords}`)).toBe(sum(warlordsDice));
    expect(await one(`SELECT count(*) FROM ${parquet('dice')} WHERE value < 1 OR value > sides`)).toBe(0);
  });

  it('finds medieval dice wherever its schema types a field Die', async () => {
    const rolled = events(games, 'DiceRolled').flatMap((p) => flat(p.dice));
    const where = `FROM ${parquet('dice')} WHERE event_type = 'DiceRolled'`;
    expect(await one(`SELECT count(*) ${where}`)).toBe(rolled.length);
    expect(await one(`SELECT coalesce(sum(value), 0) ${where}`)).toBe(sum(rolled));
  });

  it('totals losses, moves and winners as the events do', async () => {
    const battles = events(games, 'BattleRolled');
    expect(await one(`SELECT sum(attacker_lost) FROM ${parquet('battles')}`)).toBe(
      sum(battles.map((b) => b.attackerLost)),
    );
    expect(await one(`SELECT sum(defender_lost) FROM ${csv('battles')}`)).toBe(sum(battles.map((b) => b.defenderLost)));
    expect(await one(`SELECT sum(moves) FROM ${parquet('games')}`)).toBe(
      await one(`SELECT count(*) FROM ${parquet('moves')}`),
    );
    expect(await one(`SELECT sum(moves) FROM ${parquet('seats')}`)).toBe(
      await one(`SELECT count(*) FROM ${parquet('moves')}`),
    );
    const firsts = sum(
      events(games, 'GameFinished').map((p) => (p.outcome as { ranks: number[] }).ranks.filter((r) => r === 1).length),
    );
    expect(await one(`SELECT count(*) FROM ${parquet('seats')} WHERE won`)).toBe(firsts);
    expect(await one(`SELECT count(*) FROM ${parquet('games')} WHERE status = 'finished' AND seed_revealed`)).toBe(
      games.length,
    );
  });

  it('types timestamps as timestamps, so durations are arithmetic', async () => {
    expect(await one(`SELECT count(*) FROM ${parquet('games')} WHERE ended_at - started_at > INTERVAL 0 SECOND`)).toBe(
      games.length,
    );
  });
});
