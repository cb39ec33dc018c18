import { Dice, isViolation, play } from '@empires/rules-kernel';
import { medieval as M, type MedievalCommand, type MedievalState } from '@empires/rules-medieval';
import { playMatch } from '../arena/match';
import { runSeries } from '../arena/series';
import { policyFor } from '../catalog';
import type { Decision, Policy } from '../policy';
import { advance, GUIDE_OPTIONS, medievalGuide, proposals } from './guide';
import { heuristicPolicy } from './heuristic';
import { medievalBots } from './index';

/** Every decision of a two-round game of the heuristic against itself, as the deciding seat sees it. */
function decisions(seed: number): Decision[] {
  const seen: Decision[] = [];
  const watching: Policy = {
    spec: 'heuristic',
    choose: (d) => {
      seen.push(d);
      return heuristicPolicy.choose(d);
    },
  };
  playMatch({ ruleset: M, policies: [watching, watching], options: { roundLimit: 2 }, seed, now: () => 0 });
  return seen;
}

const all = decisions(3);
const searched = all.filter((d) => proposals(M, d.state as MedievalState, d.seat).length > 1);
/** A whole world the seat cannot tell from what it sees (the guide's lines are played in such worlds). */
const worldOf = (d: Decision): MedievalState => M.determinize!(d.state as MedievalState, d.seat, Dice.fromSeed(5));

describe('medieval search guide', () => {
  it("proposes the heuristic's own command first, then other commands the rules accept, no two alike", () => {
    for (const d of all) {
      const s = d.state as MedievalState;
      const out = proposals(M, s, d.seat);
      expect(out[0]).toEqual(heuristicPolicy.choose({ ...d, dice: Dice.fromSeed(1) }));
      expect(out.length).toBeLessThanOrEqual(GUIDE_OPTIONS.candidates);
      expect(new Set(out.map((c) => JSON.stringify(c))).size).toBe(out.length);
      for (const c of out)
        expect(isViolation(M.decide(worldOf(d), c as MedievalCommand, d.seat, Dice.fromSeed(2)))).toBe(false);
    }
    expect(searched.length).toBeGreaterThan(5);
  });

  it('ends a line of play after its commands, or with the round', () => {
    const guide = medievalGuide({ commands: 4, candidates: 3 });
    const root = all[all.length - 1].state as MedievalState;
    expect(guide.reached(root, root, 3)).toBe(false);
    expect(guide.reached(root, root, 4)).toBe(true);
    expect(guide.reached(root, { ...root, round: root.round + 1 }, 1)).toBe(true);
  });

  it("plays a line on by the heuristic's moves, the rules accepting each", () => {
    const d = searched[0];
    let table = { state: worldOf(d), rng: Dice.fromSeed(9).state, version: 0 };
    for (let i = 0; i < 8 && !M.outcome(table.state); i++) {
      const mover = M.toAct(table.state)[0];
      const next = advance(M, table, mover);
      expect(next).toBeDefined();
      expect(next!.version).toBeGreaterThan(table.version);
      table = next!;
    }
  });

  it('the guided search plays one of the candidates, and the rules accept it', () => {
    const hard = policyFor('mcts?iterations=6', medievalBots)!;
    for (const d of searched.slice(0, 4)) {
      const chosen = hard.choose(d)!;
      const candidates = proposals(M, d.state as MedievalState, d.seat).map((c) => JSON.stringify(c));
      expect(candidates).toContain(JSON.stringify(chosen));
      const world = { state: worldOf(d), rng: Dice.fromSeed(3).state, version: 0 };
      expect(isViolation(play(M, world, chosen, d.seat))).toBe(false);
    }
  });
});

describe('medieval guided search in the arena', () => {
  /** A one-round series of the guided search on a playout budget against the heuristic, on a given clock: its games and the search's every move. */
  const series = (now: () => number) => {
    const moves: string[] = [];
    const hard = policyFor('mcts?iterations=4', medievalBots)!;
    const recording: Policy = {
      spec: hard.spec,
      choose: (d) => ((c) => (moves.push(JSON.stringify(c)), c))(hard.choose(d)),
    };
    const { games } = runSeries({
      ruleset: M,
      specs: [hard.spec, 'heuristic'],
      policyOf: (spec) => (spec === hard.spec ? recording : heuristicPolicy),
      games: 2,
      players: 2,
      seed: 21,
      options: { roundLimit: 1 },
      now,
    });
    return { games, moves };
  };
  const jumping = (step: number) => {
    let t = 0;
    return () => (t += step);
  };

  it('replays move for move from its seeds whatever the clock says', () => {
    const first = series(jumping(1));
    expect(series(jumping(997))).toEqual(first);
    expect(first.moves.length).toBeGreaterThan(10);
  });
});
