import { Dice, isRange, sampleAction, type LegalAction } from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import { newCtx, type Ctx } from '../ctx';
import { MILLENNIUM } from '../data/millennium';
import { ariseMagnate } from '../rules/attack-phase';
import { relocateCourt } from '../rules/court';
import type { MedievalState } from '../state';
import { A, E, inTurn, opening, withArea, withEmpire } from './fixtures';
import { curious, playFrom, type Recorded } from './recorded-play';

/**
 * Positions random games seldom reach, played on from there by `curious` seats: random seats lose
 * their empires long before they hold allies, host an exile or contest a diplomatic conquest.
 * Each is shaped as the specs of its rule shape it.
 */

const G = E.german;
const P = E.poland;

/** Two seats, each with an ally (Poland for seat 0, Denmark for seat 1), in Poland's turn: swaps, toggles, alliance rolls. */
function allies(): MedievalState {
  // Both seats' Player Empires hold the threshold of ties on both allies' courts: each seat is the
  // other's rival (33.43) and takes part in their alliance rolls (33.44, 33.46).
  const ties = [4, 4, 0, 0, 0, 0, 0];
  // Year Cards 7 and 14 bear the stature-check mark: the allies' first endeavours check their leaders.
  let s = withEmpire(opening(2), P, { status: 'allied', seat: 0, cards: [7, 30, 44], gold: 15, allianceTies: ties });
  s = withEmpire(s, G, { cards: [31, 5, 50], gold: 20 });
  s = withEmpire(s, E.denmark, { status: 'allied', seat: 1, cards: [14, 40], allianceTies: ties });
  return inTurn(s, P);
}

/** Two seats; Poland has lost its only area: an Independent asks for asylum (33.61), an ally asks its seat (33.63). */
function courtless(status: 'independent' | 'allied'): { state: MedievalState; opening: Ctx['events'] } {
  let s = withEmpire(withArea(opening(2), A('poland'), { owner: -1 }), P, { court: -1 });
  const ties = s.empires[P].allianceTies.slice();
  ties[G] = 2;
  s = withEmpire(s, P, { allianceTies: ties, ...(status === 'allied' ? { status, seat: 0 } : {}) });
  const ctx = newCtx(inTurn(s, G), Dice.fromSeed(3));
  relocateCourt(ctx, P);
  return { state: ctx.state, opening: ctx.events };
}

type Endeavour = Extract<MedievalCommand, { type: 'Endeavour' }>;
const most = (gold: unknown): number => (isRange(gold) ? gold.max : Number(gold));

/** The command `pick` finds among the legal actions, else a `curious` one. */
const preferring =
  (pick: (actions: readonly LegalAction<MedievalCommand>[], dice: Dice) => MedievalCommand | undefined) =>
  (actions: readonly LegalAction<MedievalCommand>[], dice: Dice): MedievalCommand =>
    pick(actions, dice) ?? curious(actions, dice);

/** Germany (seat 0) takes French Champagne (seat 1) by Diplomacy with card 56: France may contest it (S003 12.32). */
function contested(seed: number): Recorded {
  const s = inTurn(withEmpire(opening(2), G, { cards: [56], gold: 30 }), G);
  const diplomacy = (a: LegalAction<MedievalCommand>) =>
    a.type === 'Endeavour' && a.kind === 'diplomacy' && a.target === A('champagne') && !a.fundedBy && !a.boost;
  return playFrom(
    2,
    [],
    s,
    seed,
    40,
    preferring((actions, dice) => {
      // The most gold it may add: card 56 then reads T/C, a tie and the conquest.
      const chosen = actions.find(diplomacy) as LegalAction<Endeavour> | undefined;
      if (chosen) return { ...sampleAction<Endeavour>(chosen, dice), gold: most(chosen.gold) };
      return actions.some((a) => a.type === 'CounterGold') ? { type: 'CounterGold', gold: 0 } : undefined;
    }),
  );
}

/** Poland (seat 0) holds Silesia with a German marker that came through Brandenburg: it may cancel it (M10.6). */
function marked(seed: number): Recorded {
  let s = opening(1, { empires: ['poland'] });
  s = withArea(s, A('silesia'), { owner: P, markers: [G * 256 + A('brandenburg')] });
  s = withEmpire(withArea(s, A('brandenburg'), { owner: G }), P, { cards: [48, 3], gold: 20 });
  return playFrom(
    1,
    [],
    inTurn(s, P),
    seed,
    30,
    preferring((actions, dice) => {
      const cancel = actions.find((a) => a.type === 'Endeavour' && a.cancel === true);
      return cancel && { ...sampleAction<Endeavour>(cancel as LegalAction<Endeavour>, dice), gold: 0 };
    }),
  );
}

/** The German Empire (seat 0) lost its court: the rule places a new one and the seat may move it (M22.1). */
function courtLost(seed: number): Recorded {
  const court = opening(1).empires[G].court;
  const ctx = newCtx(inTurn(withArea(opening(1), court, { owner: -1 }), G), Dice.fromSeed(seed));
  relocateCourt(ctx, G);
  return playFrom(1, ctx.events, ctx.state, seed, 10, curious);
}

/** The German Empire (seat 0) owns the Magyars' homeland: the next Raider Attack Phase removes them (M23.2). */
function homelandTaken(seed: number): Recorded {
  const [homeland] = MILLENNIUM.raiders.flatMap((g) => (g.id === 'magyars' ? g.homelands : []));
  return playFrom(1, [], inTurn(withArea(opening(1), homeland, { owner: G }), G), seed, 10, curious);
}

/** No seat: Poland loses its court with nobody to host it, is removed, and returns where a Magnate would arise (33.64). */
function reborn(): Recorded {
  const ctx = newCtx(withEmpire(withArea(opening(0), A('poland'), { owner: -1 }), P, { court: -1 }), Dice.fromSeed(5));
  relocateCourt(ctx, P);
  ariseMagnate(ctx, A('poland'));
  return { seats: 0, opening: ctx.events, steps: [], final: ctx.state };
}

/** Every rare position, each played on for a while with a few seeds. */
export function rarePositions(): Recorded[] {
  const seeds = [1, 2, 3, 4];
  return [
    ...seeds.map((seed) => playFrom(2, [], allies(), seed, 80, curious)),
    ...seeds.flatMap((seed) =>
      (['independent', 'allied'] as const).map((status) => {
        const { state, opening: reached } = courtless(status);
        return playFrom(2, reached, state, seed, 40, curious);
      }),
    ),
    ...seeds.map(contested),
    ...seeds.map(marked),
    courtLost(1),
    homelandTaken(1),
    reborn(),
  ];
}
