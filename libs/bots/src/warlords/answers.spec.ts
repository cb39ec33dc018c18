import { Dice, type GameCommand } from '@empires/rules-kernel';
import { warlords, type WarlordsCommand, type WarlordsState } from '@empires/rules-warlords';
import { heuristicPolicy } from './heuristic';
import { at, AURUM, DUSK, P, position } from './positions';

const choose = (s: WarlordsState, seat: number): GameCommand | undefined =>
  heuristicPolicy.choose({ ruleset: warlords, state: s, seat, dice: Dice.fromSeed(1), now: () => 0 });

/** The state after seat 0's commands, each as the rules decide it with the given dice. */
function after(s: WarlordsState, commands: readonly WarlordsCommand[], seed = 1): WarlordsState {
  return commands.reduce((acc, c) => {
    const events = warlords.decide(acc, c, warlords.toAct(acc)[0], Dice.fromSeed(seed));
    if (!Array.isArray(events)) throw new Error(`refused ${JSON.stringify(c)}: ${JSON.stringify(events)}`);
    return events.reduce((x: WarlordsState, e) => warlords.evolve(x, e), acc);
  }, s);
}

const attacked = at(AURUM, -3, 0);
/** Seat 0's general attacks seat 1's at `attacked`; seat 1 has another general beside it, and one far away. */
const battle = (attacker: number, defender: number, assisting = 6) =>
  after(
    position({
      generals: [
        { piece: P(0, 1), space: at(AURUM, -2, 0), regiments: attacker },
        { piece: P(1, 1), space: attacked, regiments: defender },
        { piece: P(1, 2), space: at(AURUM, -4, 0), regiments: assisting },
        { piece: P(1, 3), space: at(DUSK, 1, 0), regiments: 1 },
      ],
      step: 'move',
    }),
    [{ type: 'Attack', piece: P(0, 1), target: attacked, main: true }, { type: 'EndMovement' }],
  );

describe('warlords heuristic: answers inside a turn', () => {
  it('commits every general beside the battlefield to its defence', () => {
    const s = battle(16, 4);
    expect(warlords.toAct(s)).toEqual([1]);
    expect(choose(s, 1)).toEqual({ type: 'CommitDefenders', main: P(1, 1), assists: [P(1, 2)] });
  });

  it('as the winner, kills a whole general where the kills can finish one, the biggest such first', () => {
    // 16 regiments kill 12: enough to finish the main defender's 8, not the assisting general's 13.
    let s = battle(16, 8, 13);
    s = after(s, [{ type: 'CommitDefenders', main: P(1, 1), assists: [P(1, 2)] }], 3);
    expect(s.turn?.fight).toMatchObject({ stage: 'casualties', attackerWon: true, killsLeft: 12 });
    expect(choose(s, 0)).toEqual({ type: 'AllocateKills', piece: P(1, 1), count: 8 });
  });
});
