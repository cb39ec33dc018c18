// How the example bot picks a move: a few plain preferences over what the rules list as legal.
// Legal actions leave some numbers open, as `{ min, max }`.
import type { ViewOf } from '@empires/client';

export type Action = Record<string, unknown> & { readonly type: string };

/** The view of a risk-empires seat (typed by /schemas/risk-empires/view.schema.json). */
export type BoardView = ViewOf<'risk-empires'>;

type Range = { min: number; max: number };
const isRange = (v: unknown): v is Range => typeof v === 'object' && v !== null && 'min' in v && 'max' in v;

/** The action with each open number set: the most dice, armies and placements allowed. */
const atMost = (action: Action): Action =>
  Object.fromEntries(Object.entries(action).map(([k, v]) => [k, isRange(v) ? v.max : v])) as Action;

const num = (a: Action, key: string): number => a[key] as number;

/**
 * Trade territory cards when it can; attack where the odds are good (two armies more than the defender), else build, buy and end the
 * turn; put new armies on the largest stack, so that it can attack; occupy with everything; say no
 * to trades. Never resigns. A starting point to improve on, not a strong player.
 */
export function chooseAction(
  actions: readonly Action[],
  board: BoardView,
  random: () => number = Math.random,
): Action | undefined {
  const playable = actions.filter((a) => a.type !== 'Resign');
  const of = (type: string) => playable.filter((a) => a.type === type);
  const best = (list: readonly Action[], score: (a: Action) => number) =>
    list.reduce<Action | undefined>((b, a) => (!b || score(a) > score(b) ? a : b), undefined);

  const attacks = of('Attack').filter((a) => board.armies[num(a, 'from')] >= board.armies[num(a, 'to')] + 2);
  const placements = of('PlaceArmies');
  const choice =
    of('Occupy')[0] ??
    of('TradeTerritoryCards')[0] ??
    best(placements, (a) => board.armies[num(a, 'territory')]) ??
    best(attacks, (a) => board.armies[num(a, 'from')] - board.armies[num(a, 'to')]) ??
    of('BuildCity')[0] ??
    of('BuyEmpireCards')[0] ??
    of('DeclineTrade')[0] ??
    of('FinishTrading')[0] ??
    of('EndTurn')[0] ??
    playable.filter((a) => a.type !== 'Move' && a.type !== 'Attack')[0] ??
    playable[Math.floor(random() * playable.length)];
  return choice && atMost(choice);
}
