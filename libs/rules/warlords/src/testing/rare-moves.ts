import type { Dice } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import type { WarlordsState } from '../state';
import type { Played } from './played-game';
import { rolls, run, runAll } from './decisions';
import { at, atSix, CARRION, P, six, step, stepSix } from './places';
import { inStep, NEUTRAL, opening, opening3, withGeneral, withTown } from './scenario';

const attack = (piece: number, target: number): WarlordsCommand => ({ type: 'Attack', piece, target, main: true });
const END: WarlordsCommand = { type: 'EndMovement' };

function play(before: WarlordsState, seat: number, command: WarlordsCommand, dice?: Dice): Played {
  const { events, state } = run(before, command, seat, dice);
  return { before, seat, command, events, after: state };
}

/**
 * Moves random games almost never reach, each played from a fixture: casualties the winner must
 * allocate (a general, then a town's own regiment), declining a recruit, a general of a
 * surrendered empire attacked, a battle voided by its defender's surrender, and a recruit offered
 * by occupying a surrendered empire's old capital.
 */
export function rareMoves(): Played[] {
  // A town of seat 1 in Carrion defended by H and helped by another general; A wins with 11 regiments.
  const O = at(CARRION, 0, 0);
  const T = step(O, 0);
  const [A, H, helper] = [P(0, 1), P(1, 2), P(1, 3)];
  let town = withTown(withGeneral(opening({}, NEUTRAL), A, O, 11), T, 1);
  town = withGeneral(withGeneral(town, H, step(T, 0), 5), helper, step(T, 5), 5);
  const declared = runAll(inStep(town, 'move'), [
    [attack(A, T), 0],
    [END, 0],
  ]).state;
  const won = run(declared, { type: 'CommitDefenders', main: H, assists: [helper] }, 1, rolls(20, 1)).state;
  const allocate = play(won, 0, { type: 'AllocateKills', piece: H, count: 5 });
  const garrison = play(allocate.after, 0, { type: 'KillGarrison' });

  // Seat 1 surrendered with two generals on the six-empire board: its old capital offers them.
  const capital3 = six.capitals[3];
  const gone = run(withGeneral(opening3(), P(1, 2), atSix(3, 0, 1), 6), { type: 'Resign' }, 1).state;
  const beforeCapital = inStep(withGeneral(gone, A, stepSix(capital3, 3), 3), 'move');
  const entered = run(beforeCapital, { type: 'MoveGeneral', piece: A, to: capital3, lay: false }, 0).state;
  const occupy = play(entered, 0, { type: 'LeaveTown', occupy: true, to: stepSix(capital3, 0) });
  const decline = play(occupy.after, 0, { type: 'DeclineRecruit' });

  // The one general of a surrendered empire, alone in the middle of its back row, attacked: slaughtered without a fight.
  const alone = run(opening3(), { type: 'Resign' }, 1).state;
  const row = six.backRows[3];
  const beside = six.neighbours[row[2]].find((n) => n >= 0 && !row.includes(n)) ?? -1;
  const slaughter = play(inStep(withGeneral(alone, A, beside, 3), 'move'), 0, attack(A, row[2]));

  // A battle waiting for its defenders when the defender surrenders: void.
  const target = atSix(0, 0, 0);
  let waiting = withGeneral(withGeneral(opening3(), A, stepSix(target, 3), 3), P(1, 1), target, 3);
  waiting = withGeneral(waiting, P(1, 2), stepSix(target, 0), 3);
  const fighting = runAll(inStep(waiting, 'move'), [
    [attack(A, target), 0],
    [END, 0],
  ]).state;
  const voided = play(fighting, 1, { type: 'Resign' });

  return [allocate, garrison, occupy, decline, slaughter, voided];
}
