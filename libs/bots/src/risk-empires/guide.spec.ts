import { Dice, isViolation, play, start, type Table } from '@empires/rules-kernel';
import { riskEmpires as R, type RiskCommand, type RiskState } from '@empires/rules-risk-empires';
import { runSeries } from '../arena/series';
import { policyFor } from '../catalog';
import { proposals, riskGuide, STYLES } from './guide';
import { heuristicPolicy, plan, type Action } from './heuristic';
import { riskEmpiresBots } from './index';
import { STYLE } from './style';

/** Every position of a 2-player heuristic game, up to `commands`. */
function positions(seed: number, commands: number): RiskState[] {
  const started = start<RiskState, never>(R, { seats: 2, options: {} }, seed);
  if (isViolation(started)) throw new Error(started.message);
  let table: Table<RiskState> = started.table;
  const out: RiskState[] = [];
  for (let i = 0; i < commands && !R.outcome(table.state); i++) {
    const seat = R.toAct(table.state)[0];
    out.push(table.state);
    const next = play<RiskState, never>(
      R,
      table,
      heuristicPolicy.choose({ ruleset: R, state: table.state, seat, dice: Dice.fromSeed(i), now: () => 0 }),
      seat,
    );
    if (isViolation(next)) throw new Error(next.message);
    table = next.table;
  }
  return out;
}

const all = [1, 2, 3].flatMap((seed) => positions(seed, 400));

describe('risk-empires search guide', () => {
  it("proposes the heuristic's own command first, then other legal commands, no two alike", () => {
    let several = 0;
    for (const [i, s] of all.entries()) {
      for (const seat of R.toAct(s)) {
        const view = R.view(s, seat);
        const out = proposals(R, view, seat);
        expect(out[0]).toEqual(
          heuristicPolicy.choose({ ruleset: R, state: view, seat, dice: Dice.fromSeed(1), now: () => 0 }),
        );
        expect(new Set(out.map((c) => JSON.stringify(c))).size).toBe(out.length);
        for (const command of out)
          expect(isViolation(R.decide(s, command as RiskCommand, seat, Dice.fromSeed(i)))).toBe(false);
        if (out.length > 1) several++;
      }
    }
    expect(several).toBeGreaterThan(50);
  });

  it("has no temper that never changes the heuristic's move", () => {
    const changes = STYLES.map((style) =>
      all.some((s) =>
        R.toAct(s).some((seat) => {
          const legal = () => R.legalActions(s, seat) as readonly Action[];
          return JSON.stringify(plan(s, seat, legal, style)) !== JSON.stringify(plan(s, seat, legal, STYLE));
        }),
      ),
    );
    expect(changes).toEqual(STYLES.map((style) => style !== STYLE));
  });

  it('judges a line of play two rounds on', () => {
    const guide = riskGuide();
    const root = all.find((s) => s.phase === 'attack') as RiskState;
    expect(guide.reached(root, { ...root, round: root.round + 1 }, 10)).toBe(false);
    expect(guide.reached(root, { ...root, round: root.round + 2 }, 10)).toBe(true);
    expect(guide.reached(root, root, 400)).toBe(true);
  });
});

describe('risk-empires mcts', () => {
  // In mcts's place the heuristic wins 4 of these 8 games exactly: each seed is played from both seats.
  it('beats the heuristic in at least 6 of 8 two-player games on a small budget', () => {
    let t = 0;
    const { tallies } = runSeries({
      ruleset: R,
      specs: ['mcts?ms=20', 'heuristic'],
      policyOf: (spec) => policyFor(spec, riskEmpiresBots),
      games: 8,
      players: 2,
      seed: 40,
      options: {},
      now: () => t++, // one millisecond a reading (two a playout): a budget in playouts, the same on any machine
    });
    expect(tallies[0].wins).toBeGreaterThanOrEqual(6);
  });
});
