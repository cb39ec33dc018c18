import { Dice, isViolation } from '@empires/rules-kernel';
import { A, E, fold, inTurn, opening, withArea, withEmpire } from '../testing/fixtures';
import type { MedievalCommand } from '../commands';
import type { MedievalEvent } from '../event-types';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';
import { hasBit } from '../state';
import { parleyAreas } from './parley';
import { staleSeats } from '../stale-seats';

const G = E.german;
const F = E.france;
const when = (s: MedievalState, seat: number, c: MedievalCommand, seed = 1) =>
  medieval.decide(s, c, seat, Dice.fromSeed(seed));
const then = (s: MedievalState, seat: number, c: MedievalCommand, seed = 1): MedievalState => {
  const r = when(s, seat, c, seed);
  if (isViolation(r)) throw new Error(r.message);
  return fold(s, r as MedievalEvent[]);
};
/** Two seats; Germany owns and ties Silesia, which Poland (Independent) claims. */
const contested = (): MedievalState =>
  inTurn(
    withArea(withEmpire(opening(2), G, { cards: [30] }), A('silesia'), {
      owner: G,
      ties: 1 << G,
      claims: 1 << E.poland,
    }),
    G,
  );

describe('S003 18.0(3b) / 18.2 claim parleys', () => {
  it('may be called by an owner with a tie on an area another empire claims', () => {
    expect(parleyAreas(contested(), G)).toContain(A('silesia'));
  });
  it('not without a tie', () => {
    expect(parleyAreas(withArea(contested(), A('silesia'), { ties: 0 }), G)).not.toContain(A('silesia'));
  });
  it('once per round per empire per area', () => {
    // Every seat votes No: the parley fails and leaves no claim, so only the once-a-round rule bars a second call.
    let s = then(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    while (s.parley) {
      const seat = medieval.toAct(s)[0];
      const owed = medieval
        .legalActions(s, seat)
        .find((a) => a.type === 'CastBallot' && a.vote === -1) as MedievalCommand;
      s = then(s, seat, owed);
    }
    expect(hasBit(s.areas[A('silesia')].claims, G)).toBe(false);
    expect(when(s, 0, { type: 'CallClaimParley', area: A('silesia') })).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(parleyAreas(s, G)).not.toContain(A('silesia'));
    const nextRound = inTurn(fold(s, [{ type: 'RoundBegan', round: s.round + 1 }]), G);
    expect(parleyAreas(nextRound, G)).toContain(A('silesia'));
    expect(isViolation(when(nextRound, 0, { type: 'CallClaimParley', area: A('silesia') }))).toBe(false);
  });
  it('S001 33.28 an interested Independent votes its own interest: No on a claim to an area it claims', () => {
    const s = then(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    expect(s.parley!.ballots[E.poland]).toBe(-1);
  });
  it("S001 33.27 an Independent's votes go to the seat with the highest 2d6 + Diplomatic stature", () => {
    const r = when(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    const rolled = (r as MedievalEvent[]).filter((e) => e.type === 'IndependentVotesRolled');
    expect(rolled.length).toBeGreaterThan(0);
    for (const e of rolled)
      if (e.type === 'IndependentVotesRolled' && e.seat >= 0)
        expect(Math.max(...e.rolls.map((x) => x.total))).toBe(e.rolls.find((x) => x.seat === e.seat)!.total);
  });
  it('every seat owing a ballot must act, and ballots stay sealed until all are in', () => {
    const s = then(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    expect(medieval.toAct(s)).toEqual(expect.arrayContaining([0, 1]));
    const cast: MedievalEvent = { type: 'BallotCast', seat: 0, empire: G, vote: 1 };
    expect(medieval.redact(cast, 1)).toEqual({ ...cast, vote: null });
    expect(medieval.visibility(cast)).toEqual({ public: false, seats: [0] });
  });
  it('ballots are cast at once: each concerns only its caster, until the last decides the parley', () => {
    let s = then(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    const ballots: { seat: number; concerns: (readonly number[] | 'everyone')[] }[] = [];
    while (s.parley) {
      const seat = medieval.toAct(s).at(-1)!;
      const ballot = medieval.legalActions(s, seat).find((a) => a.type === 'CastBallot') as MedievalCommand;
      const events = when(s, seat, ballot) as MedievalEvent[];
      ballots.push({ seat, concerns: events.map((e) => staleSeats(s, e)) });
      s = fold(s, events);
    }
    const last = ballots.pop()!;
    expect(last.concerns).toContain('everyone');
    expect(ballots.map((b) => b.seat)).toEqual(expect.arrayContaining([0, 1]));
    for (const b of ballots) expect(b.concerns).toEqual([[b.seat]]);
  });
  it('18.2 passes when Yes votes (Diplomatic statures) exceed No; the caller receives the claim', () => {
    let s = then(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    // Give every Independent's ballot to Yes or No as the owing seat likes: Germany Yes everywhere, France Yes.
    while (s.parley) {
      const seat = medieval.toAct(s)[0];
      const empire = (medieval.legalActions(s, seat).find((a) => a.type === 'CastBallot') as { empire: number }).empire;
      s = then(s, seat, { type: 'CastBallot', empire, vote: 1 });
    }
    expect(hasBit(s.areas[A('silesia')].claims, G)).toBe(true);
  });
  it('a tie of votes fails', () => {
    let s = then(contested(), 0, { type: 'CallClaimParley', area: A('silesia') });
    s = { ...s, parley: { ...s.parley!, ballots: s.parley!.ballots.map(() => 0) } };
    s = {
      ...s,
      parley: {
        ...s.parley!,
        ballots: s.parley!.ballots.map((b, i) => (i === F ? null : b)),
        voterSeat: s.parley!.voterSeat.map((v, i) => (i === F ? 1 : v)),
      },
    };
    const r = when(s, 1, { type: 'CastBallot', empire: F, vote: 0 });
    expect((r as MedievalEvent[]).find((e) => e.type === 'ParleyDecided')).toMatchObject({
      yes: 0,
      no: 0,
      passed: false,
    });
  });
});

describe('S003 12.32 contesting a diplomatic conquest', () => {
  const conquest = (seats: number, claims = 1 << F) => {
    // Germany (seat 0) takes French Champagne by Diplomacy: card 56 at a high ER reads T/C.
    const s = inTurn(withArea(withEmpire(opening(seats), G, { cards: [56], gold: 30 }), A('champagne'), { claims }), G);
    const declared = then(s, 0, {
      type: 'Endeavour',
      kind: 'diplomacy',
      base: A('lorraine'),
      target: A('champagne'),
      gold: 20,
    });
    return seats > 1 ? then(declared, 1, { type: 'CounterGold', gold: 0 }) : declared;
  };
  it('a Christian victim run by a seat is asked whether to contest', () => {
    const s = conquest(2);
    expect(s.areas[A('champagne')].owner).toBe(G);
    expect(s.pending).toMatchObject({ kind: 'contest', empire: F, seat: 1 });
  });
  it('accepting ends the matter', () => {
    const s = then(conquest(2), 1, { type: 'AcceptConquest' });
    expect(s.pending).toBeNull();
    expect(s.parley).toBeNull();
  });
  it('an Independent victim always contests and votes Yes (S001 33.28)', () => {
    const s = conquest(1);
    expect(s.parley).toMatchObject({ kind: 'contest', caller: F });
    expect(s.parley!.ballots[F]).toBe(1);
  });
  it('if the parley passes the area returns to the victim; a claim the T/C gave is lost, its tie stays', () => {
    const won = conquest(2, 0);
    expect(hasBit(won.areas[A('champagne')].claims, G)).toBe(true);
    let s = then(won, 1, { type: 'ContestConquest' });
    while (s.parley) {
      const seat = medieval.toAct(s)[0];
      const empire = (medieval.legalActions(s, seat).find((a) => a.type === 'CastBallot') as { empire: number }).empire;
      s = then(s, seat, { type: 'CastBallot', empire, vote: 1 });
    }
    expect(s.areas[A('champagne')].owner).toBe(F);
    expect(hasBit(s.areas[A('champagne')].ties, G)).toBe(true);
    expect(hasBit(s.areas[A('champagne')].claims, G)).toBe(false);
  });
  it('an exile that made the area its court (M22.4b) loses the court with it and relocates (M22.1); no state between lacks an owner for a court', () => {
    // As if the German Empire had been in exile and made Champagne its court on taking it.
    let s = then(withEmpire(conquest(2, 0), G, { court: A('champagne') }), 1, { type: 'ContestConquest' });
    while (s.parley) {
      const seat = medieval.toAct(s)[0];
      const empire = (medieval.legalActions(s, seat).find((a) => a.type === 'CastBallot') as { empire: number }).empire;
      const events = when(s, seat, { type: 'CastBallot', empire, vote: 1 }) as MedievalEvent[];
      for (const e of events) {
        s = medieval.evolve(s, e);
        expect(medieval.invariants(s)).toEqual([]);
      }
    }
    expect(s.areas[A('champagne')].owner).toBe(F);
    expect(s.empires[G].court).not.toBe(A('champagne'));
  });
});

describe('S003 18.3(2) an empire flagged noParley (M19.9, M21.1; no Millennium empire is)', () => {
  const flagged = (s: MedievalState, empire: number) => withEmpire(s, empire, { flags: ['noParley'] });

  it('18.3(2) may not call a parley', () => {
    expect(parleyAreas(flagged(contested(), G), G)).toEqual([]);
  });

  it('18.3(2) does not vote: its ballot is blank from the start and nobody rolls for its votes, even when interested (33.28)', () => {
    const r = when(flagged(contested(), E.poland), 0, {
      type: 'CallClaimParley',
      area: A('silesia'),
    }) as MedievalEvent[];
    const called = r.find((e) => e.type === 'ClaimParleyCalled');
    expect(called).toMatchObject({ ballots: expect.any(Array) });
    if (called?.type !== 'ClaimParleyCalled') throw new Error('no parley');
    expect(called.ballots[E.poland]).toBe(0);
    expect(called.voterSeat[E.poland]).toBe(-1);
    expect(r.some((e) => e.type === 'IndependentVotesRolled' && e.empire === E.poland)).toBe(false);
  });

  it("18.3(2) a seat's flagged empire owes no ballot", () => {
    const s = then(flagged(contested(), E.france), 0, { type: 'CallClaimParley', area: A('silesia') });
    expect(s.parley!.voterSeat[E.france]).toBe(-1);
    expect(medieval.legalActions(s, 1).some((a) => a.type === 'CastBallot' && a.empire === E.france)).toBe(false);
  });
});
