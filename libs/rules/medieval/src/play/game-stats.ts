import { Dice } from '@empires/rules-kernel';
import { MILLENNIUM } from '../data/millennium';
import { victoryPoints } from '../rules/areas';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';
import { claimBreach } from './checks';
import { playRandomGame, type RandomGameSpec } from './random-game';

/** Areas an empire gained and lost over one round (owner at the round's start against its end). */
export interface RoundChange {
  /** Per empire: Independent at the start of the round. */
  readonly independent: readonly boolean[];
  readonly gained: readonly number[];
  readonly lost: readonly number[];
}

export interface GameStats {
  readonly seed: number;
  readonly seats: number;
  /** Per empire: the empire a seat began with. */
  readonly seated: readonly boolean[];
  readonly commands: number;
  readonly events: number;
  /** How many events broke an invariant (checked after every event), and the first few reasons. */
  readonly breakCount: number;
  readonly breaks: readonly string[];
  /** The exception that stopped the game, if one did. */
  readonly error: string | null;
  readonly rounds: readonly RoundChange[];
  /** Per empire at the end: VP (M26.1, no handicap), status and areas. */
  readonly finalVP: readonly number[];
  readonly finalStatus: readonly string[];
  readonly finalAreas: readonly number[];
  /** Per seat: the final score (VP + handicap + ledger), and the empire the seat ran. */
  readonly scores: readonly number[];
  readonly seatEmpires: readonly number[];
}

/** Every broken invariant of a state after an event, the S003 18.x claim check included. */
export function brokenAfter(
  before: MedievalState,
  event: Parameters<typeof claimBreach>[1],
  after: MedievalState,
): string[] {
  const broken = [...medieval.invariants(after)];
  const claim = claimBreach(before, event, after);
  if (claim) broken.push(claim);
  return broken;
}

/**
 * The empires the seats of a simulated game take, drawn from its seed: the same seed and seat count give the
 * same empires, so a simulation or a calibration replays its games.
 */
export function seatEmpiresOf(seed: number, seats: number): string[] {
  return Dice.fromSeed(seed * 7919 + 13)
    .shuffle(MILLENNIUM.empires.map((e) => e.id))
    .slice(0, seats);
}

/** Plays one game (random seats unless policies are given) and records what a simulation report needs. */
export function playForStats(spec: RandomGameSpec): GameStats {
  const rounds: RoundChange[] = [];
  const breaks: string[] = [];
  let breakCount = 0;
  let previous = medieval.initialState;
  let atStart: { owners: number[]; independent: boolean[] } | null = null;
  let last = previous;
  let events = 0;
  const check = (s: MedievalState, e: Parameters<typeof claimBreach>[1]) => {
    events++;
    const broken = brokenAfter(previous, e, s);
    if (broken.length) {
      breakCount++;
      if (breaks.length < 5) breaks.push(`round ${s.round}, ${e.type}: ${broken.join('; ')}`);
    }
    if (e.type === 'RoundBegan')
      atStart = { owners: s.areas.map((a) => a.owner), independent: s.empires.map((x) => x.status === 'independent') };
    if (e.type === 'RoundEnded' && atStart) rounds.push(roundChange(atStart, s));
    previous = s;
    last = s;
    spec.check?.(s, e);
  };
  let error: string | null = null;
  let commands = 0;
  try {
    commands = playRandomGame({ ...spec, check }).commands.length;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const s = last;
  return {
    seed: spec.seed,
    seats: spec.seats,
    seated: s.empires.map((_, i) => s.seats.some((seat) => seat.empire === i)),
    commands,
    events,
    breakCount,
    breaks,
    error,
    rounds,
    finalVP: s.empires.map((_, i) => victoryPoints(s, i)),
    finalStatus: s.empires.map((e) => e.status),
    finalAreas: s.empires.map((_, i) => s.areas.filter((a) => a.owner === i).length),
    scores: s.scores ?? [],
    seatEmpires: s.seats.map((seat) => seat.empire),
  };
}

function roundChange(start: { owners: number[]; independent: boolean[] }, s: MedievalState): RoundChange {
  const gained = s.empires.map(() => 0);
  const lost = s.empires.map(() => 0);
  s.areas.forEach((a, i) => {
    const was = start.owners[i];
    if (was === a.owner) return;
    if (was >= 0) lost[was]++;
    if (a.owner >= 0) gained[a.owner]++;
  });
  return { independent: start.independent, gained, lost };
}
