import { isViolation, type Dice, type RuleViolation, type SetupConfig } from '@empires/rules-kernel';
import { emit, newCtx } from '../ctx';
import type { WarlordsEvent } from '../events';
import { GENERALS } from '../generals/generals';
import { resolveOptions, type WarlordsOptions } from '../options';
import { RULINGS_1_0, RULINGS_1_1, type WarlordsRulings } from '../rulings';
import { boardOf, GENERALS_PER_SEAT, initialState } from '../state';
import { advanceSetup } from './flow';
import { placeCarrionTowns } from './placement';
import { rollInitiative } from './sides';

/**
 * Opens a game: the d20s for sides and turn order, Carrion's capital and towns (set by the
 * rules: Carrion has no seat), and five shuffled general cards dealt face down to each seat
 * (unless the generals are drafted, after the sides are chosen). `rulings` are the version's;
 * 1.0.0's are written as none, as 1.0.0 wrote them.
 */
export function setup(
  config: SetupConfig<Partial<WarlordsOptions>>,
  dice: Dice,
  rulings: WarlordsRulings = RULINGS_1_1,
): readonly WarlordsEvent[] | RuleViolation {
  const options = resolveOptions(config.options, config.seats);
  if (isViolation(options)) return options;
  const ctx = newCtx(initialState, dice);
  const written = JSON.stringify(rulings) === JSON.stringify(RULINGS_1_0) ? {} : { rulings };
  emit(ctx, { type: 'GameSetUp', seats: config.seats, options, ...written });
  emit(ctx, { type: 'InitiativeRolled', ...rollInitiative(dice, config.seats) });
  emit(ctx, { type: 'CapitalPlaced', seat: -1, empire: 0, space: boardOf(ctx.state).capitals[0] });
  placeCarrionTowns(ctx);
  if (options.generals === 'deal') {
    const deck = dice.shuffle(GENERALS.map((g) => g.id));
    for (let seat = 0; seat < config.seats; seat++) {
      emit(ctx, {
        type: 'GeneralsDealt',
        seat,
        cards: deck.slice(seat * GENERALS_PER_SEAT, (seat + 1) * GENERALS_PER_SEAT),
      });
    }
  }
  advanceSetup(ctx);
  return ctx.events;
}
