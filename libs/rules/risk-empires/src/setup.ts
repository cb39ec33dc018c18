import { isViolation, violation, type Dice, type RuleViolation, type SetupConfig } from '@empires/rules-kernel';
import { C } from './codes';
import { buildPiles } from './data/goods';
import { TERRITORIES } from './data/geo';
import { TERRITORY_CARDS } from './data/territory-cards';
import type { RiskEvent } from './events';
import { resolveOptions, STARTING_ARMIES, type RiskOptions } from './options';
import { RULINGS_1_0, RULINGS_1_1, type RiskRulings } from './rulings';
import { NEUTRAL } from './state';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * Opening events: the starting player by a die; the goods piles (S002 Set Up) and the territory
 * deck shuffled; territories dealt when the option says so, and always with two seats (three
 * piles of 14, the third for the neutral). `rulings` are the version's (`rulings.ts`).
 */
export function setup(
  config: SetupConfig<Partial<RiskOptions>>,
  dice: Dice,
  rulings: RiskRulings = RULINGS_1_1,
): readonly RiskEvent[] | RuleViolation {
  const n = config.seats;
  if (!Number.isInteger(n) || n < 2 || n > 6) return violation(C.badSeatCount, 'risk-empires takes 2 to 6 seats');
  const options = resolveOptions(config.options);
  if (isViolation(options)) return options;
  const neutral = n === 2;
  const armies = STARTING_ARMIES[n];
  const first = dice.int(0, n - 1);
  // 1.0.0 wrote no rulings: a game that has none is played by them.
  const written = JSON.stringify(rulings) === JSON.stringify(RULINGS_1_0) ? {} : { rulings };
  const events: RiskEvent[] = [
    { type: 'GameSetUp', seats: n, options, neutral, armies, first, ...written },
    { type: 'GoodsPilesShuffled', piles: buildPiles(dice) },
    { type: 'TerritoryDeckShuffled', deck: dice.shuffle(range(TERRITORY_CARDS)) },
  ];
  if (neutral || options.setup === 'dealt') events.push(deal(n, first, neutral, armies, dice));
  return events;
}

/**
 * Shuffled territory cards dealt round from the starting player, each territory getting one army.
 * The neutral's other armies (40 less its 14 territories) go round its territories in the order
 * dealt, one at a time, as it never chooses anything.
 */
function deal(n: number, first: number, neutral: boolean, armies: number, dice: Dice): RiskEvent {
  const hands = neutral ? [first, 1 - first, NEUTRAL] : range(n).map((i) => (first + i) % n);
  const shuffled = dice.shuffle(range(TERRITORIES));
  const owners: number[] = Array(TERRITORIES).fill(NEUTRAL);
  const placed: number[] = Array(TERRITORIES).fill(1);
  shuffled.forEach((t, i) => (owners[t] = hands[i % hands.length]));
  if (neutral) {
    const mine = shuffled.filter((t) => owners[t] === NEUTRAL);
    for (let k = 0; k < armies - mine.length; k++) placed[mine[k % mine.length]]++;
  }
  return { type: 'TerritoriesDealt', owners, armies: placed };
}
