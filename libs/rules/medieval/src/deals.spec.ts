import { Dice, isViolation } from '@empires/rules-kernel';
import { A, E, fold, inTurn, opening, withArea, withEmpire } from './testing/fixtures';
import type { MedievalCommand } from './commands';
import type { MedievalEvent } from './event-types';
import { medieval } from './ruleset';
import type { MedievalState } from './state';
import { hasBit } from './state';

const G = E.german;
const P = E.poland;
const when = (s: MedievalState, c: MedievalCommand) => medieval.decide(s, c, 0, Dice.fromSeed(1));
const then = (s: MedievalState, c: MedievalCommand): MedievalState => {
  const r = when(s, c);
  if (isViolation(r)) throw new Error(r.message);
  return fold(s, r as MedievalEvent[]);
};
/** One seat: the German Empire with Poland as its ally; `turn` says whose turn it is. */
const allied = (turn: number): MedievalState =>
  inTurn(
    withEmpire(withEmpire(opening(1), P, { status: 'allied', seat: 0, cards: [30], gold: 15 }), G, {
      cards: [30],
      gold: 20,
    }),
    turn,
  );

describe("S001 33.32 deals between a seat's empires", () => {
  it("the Player Empire may pay the direct costs of its Ally's endeavour", () => {
    const after = then(allied(P), {
      type: 'Endeavour',
      kind: 'fortification',
      base: A('poland'),
      target: A('poland'),
      gold: 3,
      fundedBy: G,
    });
    expect([after.empires[G].gold, after.empires[P].gold]).toEqual([20 - 5, 15]);
  });
  it('gold from an Ally never pays for the Player Empire', () => {
    expect(
      when(allied(G), {
        type: 'Endeavour',
        kind: 'fortification',
        base: A('saxony'),
        target: A('saxony'),
        gold: 0,
        fundedBy: P,
      }),
    ).toMatchObject({ code: 'ILLEGAL_FUNDING' });
  });
  it('claims are swapped one for one', () => {
    const s = withArea(allied(G), A('silesia'), { claims: 1 << P });
    const after = then(s, { type: 'SwapClaims', with: P, give: A('bohemia'), take: A('silesia') });
    expect([hasBit(after.areas[A('bohemia')].claims, P), hasBit(after.areas[A('silesia')].claims, G)]).toEqual([
      true,
      true,
    ]);
  });
  it('a claim goes only to an empire that may hold it (18.11)', () => {
    const s = withArea(withArea(allied(G), A('silesia'), { claims: 1 << P }), A('bohemia'), {
      claims: (1 << G) | (1 << P),
    });
    expect(when(s, { type: 'SwapClaims', with: P, give: A('bohemia'), take: A('silesia') })).toMatchObject({
      code: 'CLAIM_NOT_ALLOWED',
    });
  });
  it('areas are swapped one for one; the receiver of the higher SS pays the difference', () => {
    let s = withArea(allied(G), A('silesia'), { owner: P, ss: 1, claims: 0, unrest: false });
    s = withArea(s, A('brandenburg'), { ss: 3, claims: 0, unrest: false });
    const after = then(s, { type: 'SwapAreas', with: P, give: A('brandenburg'), take: A('silesia') });
    expect([after.areas[A('brandenburg')].owner, after.areas[A('silesia')].owner]).toEqual([P, G]);
    expect([after.empires[G].gold, after.empires[P].gold]).toEqual([22, 13]);
  });
  it('the receiver of an area in unrest gets 5 gold from its giver', () => {
    let s = withArea(allied(G), A('silesia'), { owner: P, ss: 1, claims: 0, unrest: false });
    s = withArea(s, A('brandenburg'), { ss: 1, claims: 0, unrest: true });
    const after = then(s, { type: 'SwapAreas', with: P, give: A('brandenburg'), take: A('silesia') });
    expect([after.empires[G].gold, after.empires[P].gold]).toEqual([15, 20]);
  });
  it('the SS difference and the 5 gold for unrest are set against each other: only the balance is paid', () => {
    // Germany gives Brandenburg (SS 3, in unrest) for Silesia (SS 1): Poland owes 2 for the SS, Germany 5 for the unrest.
    let s = withArea(allied(G), A('silesia'), { owner: P, ss: 1, claims: 0, unrest: false });
    s = withArea(s, A('brandenburg'), { ss: 3, claims: 0, unrest: true });
    const after = then(s, { type: 'SwapAreas', with: P, give: A('brandenburg'), take: A('silesia') });
    expect([after.empires[G].gold, after.empires[P].gold]).toEqual([20 - 3, 15 + 3]);
  });
  it('a swap that names no area of the map is refused as malformed', () => {
    for (const give of [99, -1, 'saxony'])
      expect(when(allied(G), { type: 'SwapAreas', with: P, give, take: A('silesia') } as never)).toMatchObject({
        code: 'MALFORMED_COMMAND',
      });
  });
  it('an area claimed and possessed goes only for another claimed and possessed area', () => {
    const s = withArea(allied(G), A('silesia'), { owner: P, claims: 0 });
    expect(when(s, { type: 'SwapAreas', with: P, give: A('saxony'), take: A('silesia') })).toMatchObject({
      code: 'ILLEGAL_ACTION',
    });
  });
});
