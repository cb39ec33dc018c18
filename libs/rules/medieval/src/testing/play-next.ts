import {
  isViolation,
  play,
  sampleAction,
  type Dice,
  type LegalAction,
  type Played,
  type Table,
} from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import type { MedievalEvent } from '../event-types';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';

type Choose = (actions: readonly LegalAction<MedievalCommand>[], dice: Dice) => MedievalCommand;

/** Any action but resigning, its ranges sampled: a game played this way runs to its end. */
const anyButResign: Choose = (actions, dice) =>
  sampleAction<MedievalCommand>(dice.pick(actions.filter((a) => a.type !== 'Resign')), dice);

/** The first seat to act plays `choose`'s command: the table after it and what it recorded. Throws where the rules refuse it. */
export function playNext(
  table: Table<MedievalState>,
  dice: Dice,
  choose: Choose = anyButResign,
): Played<MedievalState, MedievalEvent> {
  const seat = medieval.toAct(table.state)[0];
  const played = play<MedievalState, MedievalEvent>(
    medieval,
    table,
    choose(medieval.legalActions(table.state, seat), dice),
    seat,
  );
  if (isViolation(played)) throw new Error(played.message);
  return played;
}
