import { isLifecycle } from './game-lifecycle';
import { SCHEMA_VERSION, upcast } from './upcast';
import { v1Renames } from './v1-names';

describe('upcast', () => {
  it('renames a version-1 event in its envelope and its payload, and marks it current', () => {
    const old = { type: 'game.created', payload: { type: 'game.created', seedHash: 'h' }, schemaVersion: 1, seq: 1 };
    expect(upcast(old)).toEqual({
      type: 'GameCreated',
      payload: { type: 'GameCreated', seedHash: 'h' },
      schemaVersion: 2,
      seq: 1,
    });
    expect(old.type).toBe('game.created'); // the input is not touched
  });

  it("gives version 1's ruleset opening event its new name, and version 1's start of play the old one", () => {
    expect(upcast({ type: 'GameStarted', payload: { type: 'GameStarted' }, schemaVersion: 1 }).type).toBe('GameSetUp');
    expect(upcast({ type: 'game.started', payload: { type: 'game.started' }, schemaVersion: 1 }).type).toBe(
      'GameStarted',
    );
  });

  it('leaves a current event as it is, the same object, so upcasting twice changes nothing', () => {
    const now = { type: 'GameStarted', payload: { type: 'GameStarted' }, schemaVersion: SCHEMA_VERSION };
    expect(upcast(now)).toBe(now);
    const once = upcast({ type: 'GameStarted', payload: { type: 'GameStarted' }, schemaVersion: 1 });
    expect(upcast(once)).toBe(once);
  });

  it('reads an event without a version as version 1', () => {
    expect(upcast({ type: 'tournament.created', payload: { type: 'tournament.created' } })).toMatchObject({
      type: 'TournamentCreated',
      schemaVersion: 2,
    });
  });

  it('keeps the names version 1 already spelled the new way, and payloads that do not repeat the type', () => {
    expect(upcast({ type: 'BattleRolled', payload: { type: 'BattleRolled' }, schemaVersion: 1 }).type).toBe(
      'BattleRolled',
    );
    expect(upcast({ type: 'queue.left', payload: { ruleset: 'r' }, schemaVersion: 1 }).payload).toEqual({
      ruleset: 'r',
    });
    expect(upcast({ type: 'queue.left', payload: null, schemaVersion: 1 }).type).toBe('QueueLeft');
  });

  it('names every event the new way: PascalCase, and the engine knows each game lifecycle name', () => {
    for (const name of Object.values(v1Renames)) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    const lifecycle = Object.entries(v1Renames).filter(([old]) => old.startsWith('game.'));
    expect(lifecycle.every(([, name]) => isLifecycle(name))).toBe(true);
    expect(isLifecycle('GameSetUp')).toBe(false);
  });
});
