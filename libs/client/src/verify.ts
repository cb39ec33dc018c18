import { upcast, type EventEnvelope } from '@empires/contracts';
import { verifyGame as redecide } from '@empires/engine-core';
import { rulesetRegistry } from '@empires/rulesets';
import type { RulesetRegistry } from '@empires/rules-kernel';

/** What verification needs of each event: the API's `GameEvent` of a finished game has it all. */
export interface VerifiableEvent {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly causationId: string;
  readonly command?: unknown;
  readonly actor?: unknown;
  readonly eventId?: string;
  readonly gameId?: string;
  readonly occurredAt?: string;
}

export interface Verification {
  /** Every roll and the outcome are what the revealed seed gives, and the seed is the one promised. */
  readonly ok: boolean;
  /** SHA-256 of the revealed secret equals the hash published in `GameCreated`, before any roll. */
  readonly seedMatchesHash: boolean;
  /** Decisions re-run from the seed (each move, the start and the creation). */
  readonly decisions: number;
  /** What differs, one line each; empty when everything matches. */
  readonly problems: readonly string[];
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Re-runs a finished game from its revealed seed: checks that the seed is the one whose hash the
 * game published at its creation, then decides every move again with the same ruleset version
 * and checks that it gives the same events (every die, card and shuffle, and the outcome).
 * Works on the events as the API gives a finished game, or as an export holds them.
 */
export async function verifyGame(
  events: readonly VerifiableEvent[],
  registry: RulesetRegistry = rulesetRegistry(),
): Promise<Verification> {
  const sorted = [...events].sort((a, b) => a.seq - b.seq).map((e) => upcastEvent(e));
  const created = sorted[0]?.payload as { type?: string; seedHash?: string; ruleset?: string } | undefined;
  const revealed = sorted.find((e) => e.type === 'SeedRevealed')?.payload as { secret?: string } | undefined;
  if (created?.type !== 'GameCreated' || !revealed?.secret) {
    const problem =
      created?.type !== 'GameCreated' ? 'the events do not begin with GameCreated' : 'no seed was revealed';
    return { ok: false, seedMatchesHash: false, decisions: 0, problems: [problem] };
  }
  const seedMatchesHash = (await sha256(revealed.secret)) === created.seedHash;
  const envelopes = sorted.map((e) => envelopeOf(e, created.ruleset ?? ''));
  const problems = [
    ...(seedMatchesHash ? [] : ['the revealed seed does not match the hash published at creation']),
    ...redecide(registry, envelopes, revealed.secret),
  ];
  const decisions = new Set(sorted.map((e) => e.causationId)).size;
  return { ok: problems.length === 0, seedMatchesHash, decisions, problems };
}

const upcastEvent = (e: VerifiableEvent): VerifiableEvent => ({
  ...e,
  ...upcast({ type: e.type, payload: e.payload, schemaVersion: (e as { schemaVersion?: number }).schemaVersion ?? 2 }),
});

function envelopeOf(e: VerifiableEvent, ruleset: string): EventEnvelope {
  return {
    eventId: e.eventId ?? `${e.seq}`,
    streamId: e.gameId ?? '',
    seq: e.seq,
    type: e.type,
    ruleset,
    payload: e.payload,
    visibility: { public: true },
    causationId: e.causationId,
    correlationId: e.causationId,
    actor: (e.actor ?? { kind: 'system', service: 'unknown' }) as EventEnvelope['actor'],
    occurredAt: e.occurredAt ?? '',
    schemaVersion: 2,
    ...(e.command === undefined || e.command === null ? {} : { command: e.command }),
  };
}
