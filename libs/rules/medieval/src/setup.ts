import { isViolation, type Dice, type RuleViolation, type SetupConfig } from '@empires/rules-kernel';
import { MILLENNIUM } from './data/millennium';
import { emit, newCtx } from './ctx';
import type { MedievalEvent } from './event-types';
import { advance } from './flow/advance';
import { shuffleEventDeck } from './cards/draw';
import { QUICKSTART_EMPIRES, QUICKSTART_ROUNDS, resolveOptions, type MedievalOptions } from './options';
import { RULINGS_1_0, VERSION_1_2, type MedievalVersion } from './rulings';
import { initialState } from './state';

/**
 * M3: the scenario is placed, then the rules run by themselves up to the first decision of a seat. With no
 * seat at all the whole game is played here (Independent Empires need no one), which is why setup rolls.
 * `version` says what the version decides: its rulings and its handicap table (`rulings.ts`).
 */
export function setup(
  config: SetupConfig<Partial<MedievalOptions>>,
  dice: Dice,
  version: MedievalVersion = VERSION_1_2,
): readonly MedievalEvent[] | RuleViolation {
  const options = resolveOptions(config.options, config.seats, version.handicaps);
  if (isViolation(options)) return options;
  const ids = MILLENNIUM.empires.map((e) => e.id);
  const inPlay = ids
    .map((id, i) =>
      options.scenario === 'quickstart'
        ? QUICKSTART_EMPIRES.includes(id)
          ? i
          : -1
        : id === options.dropEmpire
          ? -1
          : i,
    )
    .filter((i) => i >= 0);
  const length = options.rounds || (options.scenario === 'quickstart' ? QUICKSTART_ROUNDS : MILLENNIUM.rounds);
  const lastRound = options.roundLimit > 0 ? Math.min(length, options.roundLimit) : length;
  const ctx = newCtx(initialState, dice);
  // 1.0.0 wrote no rulings: a game that has none is played by them.
  const { rulings } = version;
  const written = JSON.stringify(rulings) === JSON.stringify(RULINGS_1_0) ? {} : { rulings };
  emit(ctx, { type: 'GameSetUp', options, seats: config.seats, inPlay, lastRound, ...written });
  shuffleEventDeck(ctx);
  advance(ctx);
  return ctx.events;
}
