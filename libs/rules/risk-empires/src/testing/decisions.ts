import type { Dice } from '@empires/rules-kernel';
import { decisionKit } from '@empires/rules-kernel/testing';
import type { RiskCommand } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { RiskEvent } from '../events';
import { initialState, type RiskState } from '../state';

export const fold = (events: readonly RiskEvent[], from: RiskState = initialState): RiskState =>
  events.reduce(evolve, from);

const kit = decisionKit<RiskState, RiskCommand, RiskEvent>({ decide, evolve }, 7);

/** Decides a command that must be accepted, and folds its events. */
export const act = (s: RiskState, seat: number, command: RiskCommand, dice?: Dice) => kit.run(s, command, seat, dice);

/** Decides a command that must be refused. */
export const refuse = (s: RiskState, seat: number, command: RiskCommand, dice?: Dice) =>
  kit.refuse(s, command, seat, dice);

export const ofType = <K extends RiskEvent['type']>(
  events: readonly RiskEvent[],
  type: K,
): Extract<RiskEvent, { type: K }>[] => events.filter((e): e is Extract<RiskEvent, { type: K }> => e.type === type);
