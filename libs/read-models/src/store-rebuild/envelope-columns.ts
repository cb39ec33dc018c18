import type { EventEnvelope } from '@empires/contracts';
import type { Tuple } from './copy-binary';

/** What a rebuild reads of `game_events_v2`, in the order `envelopeOf` takes. */
export const ENVELOPE_COLUMNS =
  'event_id, game_id, seq, type, ruleset, payload, visibility, causation_id, correlation_id, actor, occurred_at, schema_version, command, to_act';

/** Microseconds from the Unix epoch to PostgreSQL's (2000-01-01), where binary timestamps count from. */
const PG_EPOCH_US = 946_684_800_000_000n;
/** jsonb's binary form: a version byte, then the JSON text. */
const JSONB_VERSION = 1;

/**
 * The envelope the outbox published for a row of `ENVELOPE_COLUMNS` in binary COPY format, as
 * JSON text (what history stores) and decoded (what it folds). The text is put together from
 * the columns' own JSON texts, fields in `toEnvelope`'s order and absent ones left out as it
 * leaves them out, and parsed once.
 */
export function envelopeOf(t: Tuple): { envelope: EventEnvelope; text: string } {
  let text = `{"eventId":"${uuid(t[0])}","streamId":${JSON.stringify(utf8(t[1]))},"seq":${t[2]?.readInt32BE(0)},"type":${JSON.stringify(utf8(t[3]))}`;
  if (t[4]) text += `,"ruleset":${JSON.stringify(utf8(t[4]))}`;
  text += `,"payload":${json(t[5])}`;
  if (t[6]) text += `,"visibility":${json(t[6])}`;
  if (t[7]) text += `,"causationId":${JSON.stringify(utf8(t[7]))}`;
  if (t[8]) text += `,"correlationId":${JSON.stringify(utf8(t[8]))}`;
  if (t[9]) text += `,"actor":${json(t[9])}`;
  text += `,"occurredAt":"${timestamp(t[10])}","schemaVersion":${t[11]?.readInt32BE(0)}`;
  if (t[12]) text += `,"command":${json(t[12])}`;
  if (t[13]) text += `,"toAct":${json(t[13])}`;
  text += '}';
  return { envelope: JSON.parse(text) as EventEnvelope, text };
}

function required(value: Buffer | null): Buffer {
  if (value === null) throw new Error('NULL in a column the engine never leaves empty');
  return value;
}

const utf8 = (value: Buffer | null): string => required(value).toString();

function json(value: Buffer | null): string {
  const bytes = required(value);
  if (bytes[0] !== JSONB_VERSION) throw new Error(`jsonb binary version ${bytes[0]} unknown`);
  return bytes.toString('utf8', 1);
}

function uuid(value: Buffer | null): string {
  const hex = required(value).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A timestamptz in milliseconds, as `Date.toISOString` writes it (the engine stores no finer). */
function timestamp(value: Buffer | null): string {
  const micros = required(value).readBigInt64BE(0) + PG_EPOCH_US;
  return new Date(Number(micros / 1000n)).toISOString();
}
