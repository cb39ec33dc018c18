import {
  Dice,
  isViolation,
  matchesAction,
  play,
  start,
  type GameCommand,
  type LegalAction,
  type Table,
} from '@empires/rules-kernel';
import {
  medieval,
  randomPolicy as randomMedieval,
  victoryPoints,
  type MedievalCommand,
  type MedievalEvent,
  type MedievalState,
} from '@empires/rules-medieval';
import { playMatch } from '../arena/match';
import { policyFor } from '../catalog';
import type { Policy } from '../policy';
import { evaluate } from './evaluate';
import { medievalBots } from './index';

/** A clock that moves 1 ms per reading: search gets a fixed number of iterations, whatever the machine. */
const ticking = (): (() => number) => {
  let t = 0;
  return () => t++;
};
const heuristic = policyFor('heuristic', medievalBots)!;
/** Random legal play that never resigns (a resigned seat's empire would be played by the rules instead). */
const random: Policy = {
  spec: 'random',
  choose: (d) => randomMedieval(d.ruleset.legalActions(d.state, d.seat) as LegalAction<MedievalCommand>[], d.dice),
};

describe('medieval bots', () => {
  it('heuristic: six heuristic seats play to the end without a fault (it answers everything the rules ask)', () => {
    const r = playMatch({
      ruleset: medieval,
      policies: Array(6).fill(heuristic),
      options: { roundLimit: 2 },
      seed: 3,
      now: () => 0,
    });
    expect(r.outcome).not.toBeNull();
    expect(r.seats.map((s) => s.faults)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('heuristic: beats random seats on final VP, each side playing each empire of a pair', () => {
    const pairs = [
      ['france', 'kiev'],
      ['german-empire', 'byzantium'],
      ['burgundy', 'poland'],
    ];
    let h = 0;
    let r = 0;
    pairs.forEach((pair, i) =>
      [pair, [pair[1], pair[0]]].forEach((empires, j) => {
        const options = { empires, roundLimit: 8, handicaps: false };
        const m = playMatch({
          ruleset: medieval,
          policies: [heuristic, random],
          options,
          seed: 10 * i + j,
          now: () => 0,
        });
        h += m.outcome!.scores![0];
        r += m.outcome!.scores![1];
      }),
    );
    // Over 8 rounds random seats lose about half their VP; the heuristic keeps and grows its own (about 2:1 here).
    expect(h).toBeGreaterThan(1.5 * r);
  });

  it('evaluate: in (0, 1), higher for a higher score, 0 for a seat that resigned', () => {
    const started = start<MedievalState, MedievalEvent>(medieval, { seats: 3, options: { handicaps: false } }, 1);
    if (isViolation(started)) throw new Error(started.message);
    const s = started.table.state;
    const vp = s.seats.map((seat) => victoryPoints(s, seat.empire));
    const values = evaluate(medieval, s);
    expect(values.every((x) => x > 0 && x < 1)).toBe(true);
    const order = (xs: number[]) => xs.map((_, i) => i).sort((a, b) => xs[a] - xs[b]);
    expect(order(values)).toEqual(order(vp));
    const resigned = { ...s, seats: s.seats.map((seat, i) => (i === 0 ? { ...seat, resigned: true } : seat)) };
    expect(evaluate(medieval, resigned)[0]).toBe(0);
  });

  it('mcts: returns legal commands on the position its seat sees (hidden Year Cards and draw pile determinized)', () => {
    const mcts = policyFor('mcts?ms=3&depth=10&width=8&guide=0', medievalBots)!;
    const started = start<MedievalState, MedievalEvent>(medieval, { seats: 2, options: { roundLimit: 2 } }, 5);
    if (isViolation(started)) throw new Error(started.message);
    let table: Table<MedievalState> = started.table;
    const views = [0, 1].map((seat) =>
      fold(
        medieval.initialState,
        started.recorded.map((r) => r.event),
        seat,
      ),
    );
    const dice = Dice.fromSeed(8);
    for (let i = 0; i < 6 && table.state.phase !== 'ended'; i++) {
      const seat = medieval.toAct(table.state)[0];
      const command = mcts.choose({
        ruleset: medieval,
        state: views[seat],
        seat,
        dice,
        now: ticking(),
      }) as MedievalCommand;
      expect(command.type).not.toBe('Resign');
      expect(medieval.legalActions(table.state, seat).some((a) => matchesAction(a, command))).toBe(true);
      const played = play<MedievalState, MedievalEvent>(medieval, table, command as GameCommand, seat);
      if (isViolation(played)) throw new Error(`${played.code}: ${JSON.stringify(command)}`);
      table = played.table;
      [0, 1].forEach(
        (s) =>
          (views[s] = fold(
            views[s],
            played.recorded.map((r) => r.event),
            s,
          )),
      );
    }
  });
});

function fold(state: MedievalState, events: readonly MedievalEvent[], seat: number): MedievalState {
  return events.reduce((s, e) => {
    const seen = medieval.redact(e, seat);
    return seen ? medieval.evolve(s, seen) : s;
  }, state);
}
