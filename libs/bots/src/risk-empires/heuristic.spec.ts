import { Dice, isViolation, play, sampleAction, start, type Table } from '@empires/rules-kernel';
import {
  openAttack,
  riskEmpires as R,
  type RiskCommand,
  type RiskOptions,
  type RiskState,
} from '@empires/rules-risk-empires';
import type { Decision } from '../policy';
import { heuristicPolicy, plan, type Action } from './heuristic';

const decision = (state: RiskState, seat: number, seed = 1): Decision => ({
  ruleset: R,
  state: R.view(state, seat),
  seat,
  dice: Dice.fromSeed(seed),
  now: () => 0,
});
const choose = (state: RiskState, seat: number): RiskCommand =>
  heuristicPolicy.choose(decision(state, seat)) as RiskCommand;

/** Positions from games where each command is the heuristic's or, one time in three, a random legal one. */
function positions(seats: number, seed: number, options: Partial<RiskOptions>): RiskState[] {
  const started = start<RiskState, never>(R, { seats, options }, seed);
  if (isViolation(started)) throw new Error(started.message);
  let table: Table<RiskState> = started.table;
  const dice = Dice.fromSeed(seed);
  const out: RiskState[] = [];
  for (let i = 0; i < 4000 && !R.outcome(table.state); i++) {
    const s = table.state;
    const seat = dice.pick(R.toAct(s));
    out.push(s);
    const actions = (R.legalActions(s, seat) as readonly Action[]).filter((a) => a.type !== 'Resign');
    const command = dice.int(1, 3) === 1 ? sampleAction<RiskCommand>(dice.pick(actions), dice) : choose(s, seat);
    const next = play<RiskState, never>(R, table, command, seat);
    if (isViolation(next)) throw new Error(`${next.code} for ${JSON.stringify(command)}`);
    table = next.table;
  }
  return out;
}

const GAMES: [number, number, Partial<RiskOptions>][] = [
  [2, 1, { roundLimit: 12 }],
  [2, 2, { roundLimit: 12, setup: 'byChoice' }],
  [3, 3, { roundLimit: 8 }],
  [4, 4, { roundLimit: 8, setup: 'byChoice' }],
  [5, 5, { roundLimit: 6, setup: 'dealt' }],
  [6, 6, { roundLimit: 6 }],
];
const all = GAMES.flatMap(([seats, seed, options]) => positions(seats, seed, options));

/** What kind of decision a position asks of a seat, to show every kind was met. */
function kind(s: RiskState, seat: number): string {
  const b = s.attack?.battle;
  if (b?.asking && s.owner[b.to] === seat) return 'city choice';
  if (s.attack?.occupy) return 'occupy';
  if (s.attack?.mustTrade) return 'trade after elimination';
  if (s.phase === 'trade') return s.trade?.offers.some((o) => o.to === seat) ? 'trade offer received' : 'trade';
  if (s.phase === 'purchase' && s.goods[seat].length > 5) return 'purchase over the hand limit';
  return s.phase;
}

describe('risk-empires heuristic', () => {
  it('gives a legal command, never Resign, at every position met, in every kind of decision', () => {
    const kinds = new Set<string>();
    let checked = 0;
    for (const [i, s] of all.entries()) {
      for (const seat of R.toAct(s)) {
        const command = choose(s, seat);
        const out = R.decide(s, command, seat, Dice.fromSeed(i));
        if (isViolation(out)) throw new Error(`${out.code}: ${JSON.stringify(command)} in ${kind(s, seat)}`);
        expect(command.type).not.toBe('Resign');
        kinds.add(kind(s, seat));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    const wanted = [
      'claim',
      'setupPlace',
      'place',
      'attack',
      'occupy',
      'city choice',
      'build',
      'trade',
      'trade offer received',
      'disasters',
      'purchase',
      'purchase over the hand limit',
    ];
    expect(wanted.filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('plans a command the rules accept by itself: the fallback is only a safety net', () => {
    let fallbacks = 0;
    let checked = 0;
    for (const [i, s] of all.entries()) {
      if (i % 3) continue;
      for (const seat of R.toAct(s)) {
        const view = R.view(s, seat);
        const planned = plan(view, seat, () => R.legalActions(view, seat) as readonly Action[]);
        if (!planned || isViolation(R.decide(s, planned, seat, Dice.fromSeed(i)))) fallbacks++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(700);
    expect(fallbacks).toBe(0);
  });

  it('has nothing to say for a seat that may not act', () => {
    const s = all.find((x) => x.phase === 'attack' && x.seats === 2 && !x.attack?.battle?.asking) as RiskState;
    expect(heuristicPolicy.choose(decision(s, 1 - s.seat))).toBeUndefined();
  });
});

describe('risk-empires heuristic, choices', () => {
  const opening = all[0];
  /** A 2-seat board: seat 0 on the territories listed, seat 1 everywhere else, with the armies given. */
  function board(
    armies: Record<number, [owner: number, armies: number, city?: number]>,
    patch: Partial<RiskState> = {},
  ): RiskState {
    const owner = opening.owner.map((_, t) => armies[t]?.[0] ?? 1);
    const count = opening.owner.map((_, t) => armies[t]?.[1] ?? 1);
    const city = opening.owner.map((_, t) => armies[t]?.[2] ?? 0);
    const territoryCount = [0, 1].map((seat) => owner.filter((o) => o === seat).length);
    const onBoard = [0, 1].map((seat) => count.reduce((sum, a, t) => (owner[t] === seat ? sum + a : sum), 0));
    const cityCount = [0, 1].map((seat) => city.reduce((sum, c, t) => (owner[t] === seat ? sum + c : sum), 0));
    return {
      ...opening,
      owner,
      armies: count,
      city,
      territoryCount,
      onBoard,
      cityCount,
      toPlace: [0, 0],
      round: 3,
      order: [0, 1],
      ...patch,
    };
  }
  const attacking = (s: RiskState): RiskState => ({
    ...s,
    phase: 'attack',
    seat: 0,
    attack: { ...openAttack(1), conquered: true },
  });
  // Alaska 0, Northwest Territory 1, Alberta 3, Kamchatka 31.
  const ALASKA = 0;
  const NORTHWEST = 1;
  const KAMCHATKA = 31;

  it('attacks a weak neighbour from a big stack, with every die it may roll', () => {
    const s = attacking(board({ [ALASKA]: [0, 12], [NORTHWEST]: [1, 2] }));
    expect(choose(s, 0)).toEqual({ type: 'Attack', from: ALASKA, to: expect.any(Number), dice: 3 });
  });

  it('does not throw a small stack at a much bigger one', () => {
    const s = attacking(board({ [ALASKA]: [0, 4] }, {}));
    const strong = { ...s, armies: s.armies.map((a, t) => (s.owner[t] === 1 ? 20 : a)) };
    expect(choose(strong, 0).type).not.toBe('Attack');
  });

  it('moves every army into a conquest that leaves the old territory behind the lines', () => {
    // Alaska's other neighbours (Alberta, Kamchatka) are the seat's own: only the conquered one faces anyone.
    const s = attacking(board({ [ALASKA]: [0, 10], [NORTHWEST]: [0, 0], 3: [0, 2], [KAMCHATKA]: [0, 2] }));
    const waiting = {
      ...s,
      attack: { ...(s.attack as NonNullable<RiskState['attack']>), occupy: { from: ALASKA, to: NORTHWEST, min: 3 } },
    };
    expect(choose(waiting, 0)).toEqual({ type: 'Occupy', armies: 9 });
  });

  it('keeps a city it is asked about: the +1 is worth more than the same 3 armies now', () => {
    const s = attacking(board({ [ALASKA]: [0, 12], [NORTHWEST]: [1, 2, 1] }));
    const asked = {
      ...s,
      attack: {
        ...(s.attack as NonNullable<RiskState['attack']>),
        battle: { from: ALASKA, to: NORTHWEST, dice: 3, hadCity: true, asking: true, drop: 0 },
      },
    };
    expect(choose(asked, 1)).toEqual({ type: 'KeepCity' });
  });

  it('builds a city on a territory that can spare the armies, away from the rival', () => {
    const s = {
      ...board({ [ALASKA]: [0, 5], 3: [0, 6], [NORTHWEST]: [0, 4], [KAMCHATKA]: [0, 2] }),
      phase: 'build' as const,
      seat: 0,
      attack: null,
    };
    const command = choose(s, 0);
    expect(command.type).toBe('BuildCity');
    expect([ALASKA, 3, NORTHWEST]).toContain((command as { territory: number }).territory);
  });

  it('does not buy the last King when it would end the game behind, and buys it when it wins', () => {
    const empire = (values: number[]) => values.map(() => Array(13).fill(-1));
    const base = { ...board({}), phase: 'purchase' as const, seat: 0, bought: 0, attack: null };
    // Clubs King (code 12) sold, Hearts King (code 25) the last; seat 0 can pay for it with credit.
    const supply = base.supply.map((n, c) => (c === 12 ? 0 : n));
    const hearts = Array(13)
      .fill(-1)
      .map((_, r) => (r < 12 ? 1 : -1));
    const behind = { ...base, supply, empire: [hearts, Array(13).fill(0)], goods: [[], []] };
    const ahead = { ...behind, empire: [hearts, empire([0])[0]] };
    expect(choose(behind, 0)).not.toMatchObject({ type: 'BuyEmpireCards', cards: [25] });
    expect(choose(ahead, 0)).toMatchObject({ type: 'BuyEmpireCards', cards: [25] });
  });

  it('declines an offer whose cards are not all named, and pays with Disasters when it takes one', () => {
    const trade = { traders: [true, true], finished: [false, false], offersMade: [1, 0], offers: [], nextOffer: 1 };
    const offer = { id: 0, from: 0, to: 1, cards: [-1, -1, -1], count: 3, points: 18, numbers: null, ask: 3 };
    const s = {
      ...board({}),
      phase: 'trade' as const,
      seat: -1,
      attack: null,
      trade: { ...trade, offers: [offer] },
      goods: [
        [46, 47, 48],
        [8, 9, 15],
      ],
    };
    expect(choose(s, 1)).toEqual({ type: 'DeclineTrade', offer: 0 });
    const armed = {
      ...s,
      goods: [
        [46, 47, 48],
        [50, 52, 9, 15],
      ],
    };
    expect(choose(armed, 1)).toEqual({ type: 'AcceptTrade', offer: 0, cards: [50, 52, 9] });
  });

  it('offers its Disasters, naming only the numbers of its real cards', () => {
    const trade = { traders: [true, true], finished: [false, false], offersMade: [0, 0], offers: [], nextOffer: 0 };
    const s = {
      ...board({}),
      phase: 'trade' as const,
      seat: -1,
      attack: null,
      trade,
      goods: [
        [54, 0, 1, 46],
        [8, 9, 15],
      ],
    };
    expect(choose(s, 0)).toEqual({ type: 'ProposeTrade', to: 1, cards: [54, 0, 1], count: 3, numbers: [1, 1], ask: 3 });
  });
});
