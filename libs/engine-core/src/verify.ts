import type { Actor, EventEnvelope } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { isViolation } from '@empires/rules-kernel';
import { canonicalJson } from './canonical';
import type { GameCommand, SubmitAction } from './commands';
import { decideGame } from './decide-game';
import { evolveGame } from './evolve-game';
import { isLifecycle, noGame, type GameState, type LifecycleEvent } from './game-stream';

/**
 * Re-runs a finished game from its event stream and its revealed secret: every decision
 * that rolled is decided again and must give byte-identical events. Returns what differs.
 * A decision of the rules whose command the stream does not tell is a problem, not a pass:
 * otherwise a stream that drops a move's command could rewrite its rolls and its outcome.
 * (That the secret matches the published hash is checked where hashing lives, at the edge.)
 */
export function verifyGame(registry: RulesetRegistry, events: readonly EventEnvelope[], secret: string): string[] {
  const problems: string[] = [];
  const created = events[0]?.payload as Extract<LifecycleEvent, { type: 'GameCreated' }> | undefined;
  if (created?.type !== 'GameCreated') return ['the stream does not begin with GameCreated'];
  const base = { registry, secret, seedHash: created.seedHash };
  let state: GameState = noGame;
  for (const group of byDecision(events)) {
    // The time of each decision is in its events: clocks are decided again from it.
    const ctx = { ...base, now: Date.parse(group[0].occurredAt) };
    const redo = decideAgain(state, group, group[0].actor, ctx);
    const untold = redo ? undefined : group.find(onlyDecided);
    if (untold) problems.push(`seq ${group[0].seq}: a ${untold.type} event with no command to re-decide`);
    if (redo && canonicalJson(redo.map((d) => d.payload)) !== canonicalJson(group.map((e) => e.payload))) {
      problems.push(`seq ${group[0].seq}: re-running ${group[0].type} gave other events`);
    }
    // Fold what the stream says, with the PRNG state the re-run gives, so later checks go on.
    group.forEach(
      (e, i) => (state = evolveGame(registry, state, { type: e.type, payload: e.payload, rng: redo?.[i]?.rng })),
    );
  }
  return problems;
}

/**
 * Events only a decision of the rules gives (the ruleset's own, the start that sets the table
 * up, the outcome): the group holding one must be decided again. Seats taken or left, an abort
 * or a rematch offer roll nothing and decide no outcome, so they are folded as told.
 */
const onlyDecided = (e: EventEnvelope) => !isLifecycle(e.type) || e.type === 'GameStarted' || e.type === 'GameFinished';

function byDecision(events: readonly EventEnvelope[]): EventEnvelope[][] {
  const groups: EventEnvelope[][] = [];
  for (const e of events) {
    const last = groups[groups.length - 1];
    if (last && last[0].causationId === e.causationId) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

/** The command behind a group that rolled dice or read the clock, when the stream tells it. */
function commandOf(state: GameState, group: readonly EventEnvelope[]): GameCommand | undefined {
  if (group[0].command !== undefined) return { type: 'SubmitAction', payload: group[0].command as SubmitAction };
  if (group[0].type === 'SeatTimedOut' && state.clock?.deadline != null)
    return { type: 'Timeout', payload: { deadline: new Date(state.clock.deadline).toISOString() } };
  const startedAt = group.findIndex((e) => e.type === 'GameStarted');
  if (startedAt < 0) return undefined;
  if (startedAt === 0) return { type: 'StartGame', payload: {} };
  // The last seat taken of a game that starts when full.
  if (group[0].type === 'SeatTaken')
    return { type: 'JoinSeat', payload: { seat: (group[0].payload as { seat: number }).seat } };
  const c = group[0].payload as Extract<LifecycleEvent, { type: 'GameCreated' }>;
  return state.status === 'none'
    ? {
        type: 'CreateGame',
        payload: { ruleset: c.ruleset, seats: c.seats, options: c.options, start: true, clock: c.clock },
      }
    : undefined;
}

function decideAgain(
  state: GameState,
  group: readonly EventEnvelope[],
  actor: Actor,
  ctx: Parameters<typeof decideGame>[3],
) {
  const command = commandOf(state, group);
  if (!command) return undefined;
  const decided = decideGame(state, command, actor, ctx);
  return isViolation(decided) ? [] : decided;
}
