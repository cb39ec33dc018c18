import { A, E, ctxOf, inTurn, opening, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalState } from '../state';
import { nextEndeavour } from './steps';

const P = E.poland;
/** Poland with nothing to do at home: at maximum SS, fort 1, calm. Steps 1-5 have no candidate. */
const calmPoland = (gold = 15): MedievalState =>
  inTurn(
    withEmpire(withArea(opening(), A('poland'), { ss: 3, fort: 1, unrest: false }), P, {
      gold,
      cards: [30, 30, 30, 30, 30],
    }),
    P,
  );

const choose = (s: MedievalState) => nextEndeavour(ctxOf(s), P);

describe('S001 33.24C the Independent Empire endeavour steps', () => {
  it('step 1: fortifies an area attacked since its last turn, before anything else', () => {
    const s = withArea(calmPoland(), A('poland'), { attacked: true, unrest: true });
    expect(choose(s)).toMatchObject({ step: 1, option: { kind: 'fortification', target: A('poland') } });
  });

  it('step 1: tries each attacked area once per turn, then goes on', () => {
    const s = withArea(calmPoland(), A('poland'), { attacked: true, unrest: true });
    expect(choose({ ...s, turn: { ...s.turn!, step1Tried: [A('poland')] } })).toMatchObject({ step: 2 });
  });

  it.each([
    ['step 2: rules an area in unrest', { unrest: true }, 2, 'ruling'],
    ['step 3: rules an area below its maximum SS', { ss: 2 }, 3, 'ruling'],
    ['step 4: fortifies an unfortified area', { fort: 0 }, 4, 'fortification'],
    ['step 5: fortifies an area at level 2', { fort: 2 }, 5, 'fortification'],
  ] as const)('%s', (_, patch, step, kind) => {
    expect(choose(withArea(calmPoland(), A('poland'), patch))).toMatchObject({ step, option: { kind } });
  });

  it('step 5 does not name level-1 areas: a calm Poland at fort 1 goes on to conquest', () => {
    expect(choose(calmPoland())).toMatchObject({ step: 6, option: { kind: 'conquest' } });
  });

  it('steps 1-5 come before conquest however much gold it holds: a rich Poland with an area below its maximum SS rules it', () => {
    // Why Independents hoard (the seed's own passivity, not the code's): a conquest waits until no home step is possible.
    const rich = withArea(calmPoland(400), A('poland'), { ss: 2 });
    expect(choose(rich)).toMatchObject({ step: 3, option: { kind: 'ruling' } });
    expect(choose(calmPoland(400))).toMatchObject({ step: 6, option: { kind: 'conquest' } });
  });

  it('step 6: conquers "as though it were a Magnate": the target with the highest basic ER', () => {
    // Silesia ER 3+3-1 = +5; Lesser Poland at SS 2 only +4.
    const s = withArea(withArea(calmPoland(), A('lesser-poland'), { ss: 2 }), A('brandenburg'), { ss: 2 });
    expect(choose(s)).toMatchObject({
      step: 6,
      option: { kind: 'conquest', base: A('poland'), target: A('silesia') },
      gold: 0,
    });
  });

  it('step 6 spends the 33.25 gold: basic ER +4 is raised to +5', () => {
    let s = withArea(withArea(calmPoland(), A('silesia'), { ss: 2 }), A('lesser-poland'), { ss: 2 });
    s = withArea(s, A('brandenburg'), { ss: 2 });
    expect(choose(s)).toMatchObject({ step: 6, gold: 1 });
  });

  it('step 7: pillages when there is no gold to pay for a conquest', () => {
    expect(choose(calmPoland(3))).toMatchObject({ step: 7, option: { kind: 'pillage' } });
  });

  it('an impossible endeavour passes to the next step: ruling at ER 0 with no spare gold goes on to pillage', () => {
    const s = withArea(calmPoland(2), A('poland'), { unrest: true });
    expect(choose(s)).toMatchObject({ step: 7, option: { kind: 'pillage' } });
  });

  it('ties on basic ER go to the target most like the court', () => {
    // Brandenburg at its starting SS also gives +5, but it is Old Saxon and pagan; Silesia is Polish and Catholic.
    const s = withArea(calmPoland(), A('lesser-poland'), { ss: 2 });
    expect(choose(s)).toMatchObject({ option: { target: A('silesia') } });
  });

  it('among candidates of a step it takes the area most like the court', () => {
    let s = withArea(calmPoland(), A('pomerania'), { owner: P, unrest: true, ss: 2, fort: 1 });
    s = withArea(s, A('silesia'), { owner: P, unrest: true, ss: 2, fort: 1 });
    expect(choose(s)).toMatchObject({ step: 2, option: { target: A('silesia') } });
  });

  it('does nothing when no step is possible (no minimum endeavour)', () => {
    // No gold at all: ruling at ER 0 needs gold, no conquest; every pillage target is at SS -3.
    let s = withArea(calmPoland(0), A('poland'), { unrest: true });
    s = { ...s, areas: s.areas.map((a, i) => (i === A('poland') ? a : { ...a, ss: -3 })) };
    expect(choose(s)).toBeNull();
  });
});
