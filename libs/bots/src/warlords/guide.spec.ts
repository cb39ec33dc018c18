import { Dice, isViolation, matchesAction } from '@empires/rules-kernel';
import { warlords, type WarlordsState } from '@empires/rules-warlords';
import { playMatch } from '../arena/match';
import type { Decision, Policy } from '../policy';
import { randomPolicy } from '../random-policy';
import { shares } from './evaluate';
import { warlordsGuide } from './guide';
import { heuristicPolicy } from './heuristic';
import { at, AURUM, DUSK, P, position } from './positions';

const guide = warlordsGuide();

/** Positions a seat decides in, from a game of the heuristic against random play, seen by that seat. */
function decisions(seed: number): Decision[] {
  const seen: Decision[] = [];
  const watching = (p: Policy): Policy => ({
    spec: p.spec,
    choose: (d) => {
      seen.push(d);
      return p.choose(d);
    },
  });
  playMatch({
    ruleset: warlords,
    policies: [watching(heuristicPolicy), watching(randomPolicy)],
    options: { roundLimit: 12 },
    seed,
    now: () => 0,
  });
  return seen;
}

describe('warlords guide', () => {
  it("proposes the heuristic's own command first, then only legal commands, no two alike", () => {
    let searched = 0;
    for (const d of decisions(7)) {
      const proposed = guide.propose(warlords, d.state, d.seat);
      if (proposed.length === 0) continue;
      expect(proposed[0]).toEqual(heuristicPolicy.choose(d));
      expect(new Set(proposed.map((c) => JSON.stringify(c))).size).toBe(proposed.length);
      const state = d.state as WarlordsState;
      const legal = warlords.legalActions(state, d.seat);
      for (const c of proposed) {
        const listed = legal.some((a) => a.type === c.type && matchesAction(a, c as never));
        expect(listed || !isViolation(warlords.decide(state, c as never, d.seat, Dice.fromSeed(0)))).toBe(true);
      }
      if (proposed.length > 1) searched++;
    }
    expect(searched).toBeGreaterThan(0);
  });

  it('plays a line on for two rounds past the decision', () => {
    const s = position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -1, 0) },
        { piece: P(1, 1), space: at(DUSK, 1, 0) },
      ],
    });
    const later = (round: number): WarlordsState => ({ ...s, turn: s.turn && { ...s.turn, round } });
    expect(guide.reached(s, later(2), 10)).toBe(false);
    expect(guide.reached(s, later(3), 10)).toBe(true);
  });

  it('scores the richer seat ahead, and a finished game by its ranks', () => {
    const s = position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -1, 0), regiments: 16 },
        { piece: P(1, 1), space: at(DUSK, 1, 0), regiments: 2 },
      ],
    });
    const [mine, theirs] = shares(s);
    expect(mine).toBeGreaterThan(0.8);
    expect(mine + theirs).toBeCloseTo(1);
    const ended = { ...s, result: { reason: 'capitals', ranks: [2, 1], scores: [0, 0] } } as unknown as WarlordsState;
    expect(shares(ended)).toEqual([0, 1]);
  });
});
