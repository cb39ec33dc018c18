import type { ExportedEvent } from '../records';
import type { Row, TableDefinition } from './definitions';

/** The raw events, one row each, as `empires export --format csv|parquet` writes them. */
export const eventsTable: TableDefinition = {
  name: 'events',
  row: 'event',
  description:
    'The raw export: every event envelope of every game, the payload kept as JSON (its fields per event type are in events/).',
  columns: [
    { name: 'game_id', type: 'string', meaning: 'The game (`streamId`).' },
    { name: 'seq', type: 'int', unit: 'event number', meaning: 'Position in the game, gapless from 1.' },
    { name: 'type', type: 'string', meaning: 'The event type: see events/<ruleset>.md.' },
    { name: 'ruleset', type: 'string', meaning: 'The rules the game is played by, `id@version`.' },
    { name: 'occurred_at', type: 'timestamp', unit: 'UTC', meaning: 'When the engine recorded it.' },
    { name: 'event_id', type: 'string', meaning: 'The event id, unique.' },
    { name: 'causation_id', type: 'string', meaning: 'The command that caused it: the events of one move share it.' },
    {
      name: 'actor',
      type: 'string',
      meaning:
        'Who caused it, as JSON: `{"kind":"player","playerId":...}`, `{"kind":"bot","policy":...,"seat":...}` or `{"kind":"system",...}`.',
    },
    {
      name: 'schema_version',
      type: 'int',
      unit: 'version',
      meaning: 'The event schema version it is written in (upcast to the current one on reading).',
    },
    {
      name: 'command',
      type: 'string',
      nullable: true,
      meaning: 'On the first event of a move of a game that is over: the move as submitted, JSON `{ seat, action }`.',
    },
    { name: 'payload', type: 'string', meaning: 'What happened, as JSON: its fields are in events/<ruleset>.md.' },
  ],
};

export const eventRow = (e: ExportedEvent): Row => ({
  game_id: e.streamId,
  seq: e.seq,
  type: e.type,
  ruleset: e.ruleset,
  occurred_at: e.occurredAt,
  event_id: e.eventId,
  causation_id: e.causationId,
  actor: JSON.stringify(e.actor ?? null),
  schema_version: e.schemaVersion ?? 1,
  command: e.command === undefined || e.command === null ? null : JSON.stringify(e.command),
  payload: JSON.stringify(e.payload),
});
