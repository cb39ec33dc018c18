import { Dice } from '@empires/rules-kernel';
import { A, E, ctxOf, fixedDice, inTurn, opening, typesOf, withEmpire } from '../testing/fixtures';
import { newCtx } from '../ctx';
import { decide } from '../decide';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';
import { hasBit } from '../state';
import { allianceThreshold } from './alliance-core';
import { allianceRoll, queueAllianceRoll } from './alliance';
import { allianceQueueStep, declareBid } from './bids';
import { counterGold } from '../turn-commands';
import { diplomacyOptions } from './endeavours';
import { declareEndeavour } from './resolve';
import { statureCheck } from './stature';
import { endGame } from '../flow/round';
import { victoryPoints } from './areas';

const G = E.german;
const P = E.poland;
const germanTurn = (cards: number[], seats = 1): MedievalState =>
  inTurn(withEmpire(opening(seats), G, { cards, gold: 20 }), G);
const atPolishCourt = (s: MedievalState, card: number, gold = 10) => {
  const ctx = ctxOf(withEmpire(s, G, { cards: [card] }));
  declareEndeavour(ctx, G, diplomacyOptions(ctx.state, G).find((o) => o.target === A('poland'))!, gold);
  return ctx;
};
const alliedToGermany = (s: MedievalState): MedievalState => {
  const ties = s.empires[P].allianceTies.slice();
  ties[G] = 4;
  return withEmpire(s, P, { status: 'allied', seat: 0, allianceTies: ties, vpSnapshot: victoryPoints(s, P) });
};

describe('S001 33.41 alliance by Diplomacy against an Independent court', () => {
  it("needs the court's maximum SS plus its population (at least 1) in ties", () => {
    const s = opening();
    expect(s.empires.map((e) => allianceThreshold(e.court))).toEqual([6, 6, 4, 4, 4, 8, 6]);
  });

  it('a T adds one alliance tie and no map tie, and the court is never conquered', () => {
    const ctx = atPolishCourt(germanTurn([]), 40);
    expect(ctx.state.empires[P].allianceTies[G]).toBe(1);
    expect(hasBit(ctx.state.areas[A('poland')].ties, G)).toBe(false);
    expect(ctx.state.areas[A('poland')].owner).toBe(P);
  });

  it('a C raises the ties to the threshold and the alliance takes effect with a VP snapshot (33.5)', () => {
    const ctx = atPolishCourt(germanTurn([]), 56, 14);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'allied', seat: 0, vpSnapshot: victoryPoints(ctx.state, P) });
    expect(ctx.state.empires[P].allianceTies[G]).toBe(4);
  });

  it('only Player Empires gain alliance ties (an Independent never targets a court)', () => {
    const s = inTurn(opening(0), E.france);
    expect(diplomacyOptions(s, E.france).map((o) => o.target)).not.toContain(A('poland'));
  });
});

describe('S001 33.43 a rival seat', () => {
  it("reaching the threshold on another seat's ally changes nothing at once", () => {
    let s = germanTurn([], 2);
    s = withEmpire(s, P, { status: 'allied', seat: 1 });
    const ctx = atPolishCourt(s, 56, 14);
    expect(ctx.state.pending).toMatchObject({ kind: 'counterGold', seat: 1 });
    counterGold(ctx, { type: 'CounterGold', gold: 0 }, ctx.state.pending!);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'allied', seat: 1 });
    expect(ctx.state.empires[P].allianceTies[G]).toBe(4);
  });
});

describe('S001 33.44 the alliance roll on a stature check', () => {
  it('the seat keeps its ally when its 2d6 + Diplomatic is highest', () => {
    const ctx = newCtx(alliedToGermany(germanTurn([])), fixedDice([3, 3, 1, 1]));
    allianceRoll(ctx, P);
    expect(ctx.state.empires[P].status).toBe('allied');
  });

  it("the empire becomes Independent when its own roll is highest; the seat's ledger settles (33.5)", () => {
    const ctx = newCtx(alliedToGermany(germanTurn([])), fixedDice([1, 1, 6, 6]));
    allianceRoll(ctx, P);
    expect(ctx.state.empires[P]).toMatchObject({ status: 'independent', seat: -1 });
    expect(typesOf(ctx.events)).toContain('AllianceEnded');
  });

  it('among tied highest totals the present status wins', () => {
    // Germany 2+2+3 = 7, Poland 1+2+4 = 7: the alliance stands.
    const ctx = newCtx(alliedToGermany(germanTurn([])), fixedDice([2, 2, 1, 2]));
    allianceRoll(ctx, P);
    expect(ctx.state.empires[P].status).toBe('allied');
  });

  it('with no seat holding enough ties the empire is Independent', () => {
    const s = alliedToGermany(germanTurn([]));
    const ctx = newCtx(withEmpire(s, P, { allianceTies: s.empires[P].allianceTies.map(() => 0) }), fixedDice([]));
    allianceRoll(ctx, P);
    expect(ctx.state.empires[P].status).toBe('independent');
  });

  it('a stature check on a non-player empire runs the roll (33.26, 33.33)', () => {
    // Mortality 6+6, statures unchanged (5+2 each), then the roll: Germany 1+1+3, Poland 6+6+4.
    const ctx = newCtx(alliedToGermany(germanTurn([])), fixedDice([6, 6, 5, 2, 5, 2, 5, 2, 1, 1, 6, 6]));
    statureCheck(ctx, P);
    expect(typesOf(ctx.events)).toEqual(['StatureChecked', 'AllianceRollQueued']);
    allianceQueueStep(ctx);
    declareBid(ctx, { type: 'DeclareBid', gold: 0 }, 0);
    allianceQueueStep(ctx);
    expect(typesOf(ctx.events).slice(2)).toEqual([
      'BidsAsked',
      'BidDeclared',
      'BidsRevealed',
      'AllianceRolled',
      'AllianceEnded',
      'AllianceTaskDone',
    ]);
  });

  it('33.47 a Player Empire whose Diplomatic stature falls puts its alliances to the roll', () => {
    // Germany: mortality 6+6; C, A unchanged; D roll 1+1 → −2; then the roll for Poland is queued.
    const ctx = newCtx(alliedToGermany(germanTurn([])), fixedDice([6, 6, 5, 2, 5, 2, 1, 1]));
    statureCheck(ctx, G);
    expect(ctx.events[1]).toEqual({ type: 'AllianceRollQueued', empire: P, kind: 'roll' });
  });
});

describe('S001 33.46 secret gold on the alliance rolls', () => {
  const asked = (dice: number[]) => {
    const ctx = newCtx(alliedToGermany(germanTurn([])), fixedDice(dice));
    queueAllianceRoll(ctx, P);
    allianceQueueStep(ctx);
    return ctx;
  };
  it('the eligible seats declare gold before any die is rolled, and the rules wait for them', () => {
    const ctx = asked([]);
    expect(medieval.toAct(ctx.state)).toEqual([0]);
    expect(medieval.legalActions(ctx.state, 0)).toContainEqual({ type: 'DeclareBid', gold: { min: 0, max: 20 } });
  });
  it('a declaration is sealed from the other seats', () => {
    const e = { type: 'BidDeclared' as const, seat: 0, gold: 5 };
    expect(medieval.redact(e, 1)).toEqual({ ...e, gold: null });
    expect(medieval.visibility(e)).toEqual({ public: false, seats: [0] });
  });
  it('gold adds to the roll one for one and is paid win or lose', () => {
    // Germany 1+1+3+5 = 10 beats Poland 2+2+4 = 8 only thanks to the 5 gold.
    const ctx = asked([1, 1, 2, 2]);
    declareBid(ctx, { type: 'DeclareBid', gold: 5 }, 0);
    allianceQueueStep(ctx);
    expect(ctx.state.empires[P].status).toBe('allied');
    expect(ctx.state.empires[G].gold).toBe(15);
  });
  it("a bid is limited by the Player Empire's treasury", () => {
    expect(declareBid(asked([]), { type: 'DeclareBid', gold: 21 }, 0)).toMatchObject({ code: 'NOT_ENOUGH_GOLD' });
  });
});

describe('S001 33.3 / 33.49 / 33.5 allied empires', () => {
  it("33.31 the seat plays its Allied Empire's turn", () => {
    const s = inTurn(alliedToGermany(opening(1)), P);
    expect(medieval.toAct(s)).toEqual([0]);
  });

  it('33.49 the seat may end the alliance; the VP change goes to its ledger (33.5)', () => {
    const s = alliedToGermany(germanTurn([30]));
    const later = { ...s, areas: s.areas.map((a, i) => (i === A('silesia') ? { ...a, owner: P } : a)) };
    const events = decide(later, { type: 'TerminateAlliance', empire: P }, 0, Dice.fromSeed(1));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'AllianceEnded',
        empire: P,
        seat: 0,
        vpChange: victoryPoints(later, P) - s.empires[P].vpSnapshot,
      }),
    );
  });

  it('33.49 only the seat that holds the alliance may end it', () => {
    const s = inTurn(alliedToGermany(germanTurn([30], 2)), E.france);
    expect(decide(s, { type: 'TerminateAlliance', empire: P }, 1, Dice.fromSeed(1))).toMatchObject({
      code: 'ILLEGAL_ACTION',
    });
  });

  it('33.49 a seat ends an alliance only when it acts', () => {
    const s = alliedToGermany(germanTurn([30], 2));
    expect(decide(inTurn(s, E.france), { type: 'TerminateAlliance', empire: P }, 0, Dice.fromSeed(1))).toMatchObject({
      code: 'NOT_YOUR_TURN',
    });
  });

  it('33.5 alliances still open at the end are settled into the score', () => {
    const s = alliedToGermany(germanTurn([]));
    const ctx = newCtx(
      { ...s, areas: s.areas.map((a, i) => (i === A('silesia') ? { ...a, owner: P } : a)) },
      Dice.fromSeed(1),
    );
    endGame(ctx, 'last round played');
    expect(ctx.state.seats[0].ledger).toBe(victoryPoints(ctx.state, P) - s.empires[P].vpSnapshot);
    expect(ctx.state.seats[0].ledger).toBeGreaterThan(0);
  });
});
