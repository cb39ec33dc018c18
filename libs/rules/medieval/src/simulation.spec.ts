import { Dice, isViolation, sampleAction, start, play, type Table } from '@empires/rules-kernel';
import { medieval } from './ruleset';
import type { MedievalCommand } from './commands';
import type { MedievalEvent } from './event-types';
import type { MedievalState } from './state';

/** Plays a game by random legal actions, checking invariants after every event. */
function randomGame(seats: number, seed: number, options = {}): { table: Table<MedievalState>; commands: number } {
  const started = start<MedievalState, MedievalEvent>(medieval, { seats, options }, seed);
  if (isViolation(started)) throw new Error(started.message);
  let table = started.table;
  const policy = Dice.fromSeed(seed + 1);
  let commands = 0;
  while (table.state.phase !== 'ended') {
    const seat = medieval.toAct(table.state)[0];
    if (seat === undefined) throw new Error('nobody to act in a game that is not over');
    const actions = medieval
      .legalActions(table.state, seat)
      .filter((a) => a.type !== 'Resign' || policy.int(1, 200) === 1);
    const command = sampleAction<MedievalCommand>(policy.pick(actions), policy);
    const played = play<MedievalState, MedievalEvent>(medieval, table, command, seat);
    if (isViolation(played)) throw new Error(`${played.code}: ${JSON.stringify(command)}`);
    let folded = table.state;
    for (const r of played.recorded) {
      folded = medieval.evolve(folded, r.event);
      const broken = medieval.invariants(folded);
      if (broken.length) throw new Error(`${broken.join('; ')} after ${JSON.stringify(r.event)}`);
    }
    table = played.table;
    commands++;
    if (commands > 20000) throw new Error('game did not end');
  }
  return { table, commands };
}

describe('random play', () => {
  it('finishes every game within the round limit with all invariants holding', () => {
    for (let g = 0; g < 20; g++) {
      const { table } = randomGame(1 + (g % 6), 100 + g, { roundLimit: 4 });
      expect(table.state.phase).toBe('ended');
      expect(medieval.outcome(table.state)).not.toBeNull();
    }
  });

  it('plays the full Millennium scenario with two seats', () => {
    const { table } = randomGame(2, 7);
    expect(table.state.round).toBe(20);
  });
});
