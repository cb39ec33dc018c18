import {
  Dice,
  isViolation,
  matchesAction,
  play,
  start,
  type GameCommand,
  type LegalAction,
  type Table,
} from '@empires/rules-kernel';
import {
  courtDiplomacy,
  medieval,
  victoryPoints,
  type EmpireState,
  type MedievalCommand,
  type MedievalEvent,
  type MedievalState,
} from '@empires/rules-medieval';
import { allianceBid, allianceToEnd, courtingDiplomacy, courtlessAllyChoice, offersAsylum } from './alliances';
import { heuristicPolicy } from './heuristic';
import { turnStep } from './turn';

type Action = LegalAction<MedievalCommand>;

/** Heuristic play from the set-up until `stop` holds at a decision of `seat`: a position the rules reached. */
function reach(seed: number, stop: (s: MedievalState, seat: number) => boolean): Table<MedievalState> {
  const started = start<MedievalState, MedievalEvent>(medieval, { seats: 2, options: { handicaps: false } }, seed);
  if (isViolation(started)) throw new Error(started.message);
  let table: Table<MedievalState> = started.table;
  const dice = Dice.fromSeed(seed);
  for (let i = 0; i < 20_000 && table.state.phase === 'play'; i++) {
    const seat = medieval.toAct(table.state)[0];
    if (stop(table.state, seat)) return table;
    const command = heuristicPolicy.choose({ ruleset: medieval, state: table.state, seat, dice, now: () => 0 });
    const played = play<MedievalState, MedievalEvent>(medieval, table, command as GameCommand, seat);
    if (isViolation(played)) throw new Error(played.message);
    table = played.table;
  }
  throw new Error('the position was never reached');
}

/** Seat 0's Player Empire in its own turn with Year Cards in hand, nothing pending, before any endeavour. */
const ownTurn = (s: MedievalState) =>
  !!s.turn &&
  s.turn.empire === s.seats[0].empire &&
  s.turn.endeavours === 0 &&
  s.empires[s.turn.empire].cards.length >= 3 &&
  !s.pending &&
  !s.parley;

const withEmpire = (s: MedievalState, empire: number, patch: Partial<EmpireState>): MedievalState => ({
  ...s,
  empires: s.empires.map((e, i) => (i === empire ? { ...e, ...patch } : e)),
});
const withArea = (s: MedievalState, area: number, patch: Partial<MedievalState['areas'][number]>): MedievalState => ({
  ...s,
  areas: s.areas.map((a, i) => (i === area ? { ...a, ...patch } : a)),
});
const tiesOn = (s: MedievalState, court: number, holder: number, ties: number): MedievalState =>
  withEmpire(s, court, { allianceTies: s.empires[court].allianceTies.map((t, i) => (i === holder ? ties : t)) });
const alliedTo = (s: MedievalState, empire: number, seat: number, vpSnapshot: number): MedievalState =>
  withEmpire(s, empire, { status: 'allied', seat, vpSnapshot });
/** The rules accept `command` from seat 0 in `s` (the table's dice, patched state). */
const accepted = (table: Table<MedievalState>, s: MedievalState, command: MedievalCommand | null): boolean =>
  !!command && !isViolation(play(medieval, { ...table, state: s }, command as GameCommand, 0));
const listed = (s: MedievalState, command: MedievalCommand | null) =>
  !!command && (medieval.legalActions(s, 0) as readonly Action[]).some((a) => matchesAction(a, command));
/** The heuristic's choice for seat 0 in `s`. */
const choose = (s: MedievalState) =>
  heuristicPolicy.choose({ ruleset: medieval, state: s, seat: 0, dice: Dice.fromSeed(1), now: () => 0 });

const table = reach(1, (s, seat) => seat === 0 && ownTurn(s));
const base = table.state;
const me = base.seats[0].empire;
const rival = base.seats[1].empire;
const independents = base.empires.flatMap((e, i) => (e.status === 'independent' && e.court >= 0 ? [i] : []));
const rich = withEmpire(base, me, { gold: 20 });
const courts = courtDiplomacy(rich, me).filter((c) => c.threshold > 5);
/** Every court's ties at its threshold: no Independent left to court, so each test opens one court at a time. */
const settled = courtDiplomacy(rich, me).reduce((s, c) => tiesOn(s, c.empire, me, c.threshold), rich);

describe('medieval diplomacy (S001 33.4-33.5, S003 12.0, 18.0)', () => {
  it('the position is seat 0 opening its turn with Independents to court', () => {
    expect(independents.length).toBeGreaterThan(1);
    expect(courts.length).toBeGreaterThan(1);
  });

  describe('proposing alliances (33.41)', () => {
    /** Taxed, and no unrest to rule first (S001 33.24C step 2 comes before any courting). */
    const done = (s: MedievalState): MedievalState => ({
      ...s,
      turn: s.turn && { ...s.turn, taxation: 'done' },
      areas: s.areas.map((a) => (a.owner === me ? { ...a, unrest: false } : a)),
    });

    it('courts the Independent nearest its threshold, with gold lifting the ER, and the rules accept it', () => {
      const [far, near] = courts;
      const s = done(tiesOn(tiesOn(settled, far.empire, me, far.threshold - 3), near.empire, me, near.threshold - 1));
      const advice = courtingDiplomacy(s, me);
      expect(advice?.target).toBe(s.empires[near.empire].court);
      expect(advice!.er + advice!.gold).toBeGreaterThanOrEqual(5);
      const command = turnStep(s, me, medieval.legalActions(s, 0) as readonly Action[], Dice.fromSeed(1));
      expect(command).toMatchObject({ type: 'Endeavour', kind: 'diplomacy', target: s.empires[near.empire].court });
      expect(accepted(table, s, command)).toBe(true);
    });

    it('does not spend a Year Card on a court still more than four ties away, nor without gold to spare', () => {
      const c = courts[0];
      expect(courtingDiplomacy(tiesOn(settled, c.empire, me, c.threshold - 4), me)).not.toBeNull();
      expect(courtingDiplomacy(tiesOn(settled, c.empire, me, c.threshold - 5), me)).toBeNull();
      const poor = withEmpire(tiesOn(settled, c.empire, me, c.threshold - 1), me, { gold: 2 });
      expect(courtingDiplomacy(poor, me)).toBeNull();
    });

    it("courts the leading seat's ally before an Independent as near (33.43), never a trailing seat's", () => {
      const [ally, other] = [...courts.slice(0, 2)].sort(
        (a, b) => victoryPoints(rich, b.empire) - victoryPoints(rich, a.empire),
      );
      let s = tiesOn(settled, ally.empire, me, ally.threshold - 2);
      s = tiesOn(s, other.empire, me, other.threshold - 2);
      s = alliedTo(s, ally.empire, 1, victoryPoints(s, ally.empire));
      const ahead = withEmpire(s, rival, { gold: 200 });
      expect(courtingDiplomacy(ahead, me)?.target).toBe(s.empires[ally.empire].court);
      const behind = withEmpire(withEmpire(s, rival, { gold: 0 }), me, { gold: 200 });
      expect(courtingDiplomacy(behind, me)?.target).toBe(s.empires[other.empire].court);
    });
  });

  describe('accepting and refusing (33.44, 33.46, 33.61, 33.63)', () => {
    const x = independents[0];
    const queued = (s: MedievalState): MedievalState => ({
      ...s,
      allianceQueue: [{ empire: x, kind: 'roll', bids: null }],
    });

    it('bids secret gold for an empire worth it, within the Defense reserve', () => {
      const worth = Math.floor(victoryPoints(rich, x) / 5);
      expect(worth).toBeGreaterThanOrEqual(3);
      expect(allianceBid(queued(rich), 0, 20)).toBe(Math.min(4, worth));
      expect(allianceBid(queued(withEmpire(rich, me, { gold: 4 })), 0, 4)).toBe(2);
    });

    it('bids nothing for an empire whose court is in unrest: its VP, and the ledger, would fall', () => {
      const s = withArea(queued(rich), rich.empires[x].court, { unrest: true });
      expect(allianceBid(s, 0, 20)).toBe(0);
    });

    it('offers asylum to an exile that can still recover, refuses one with no gold and no area', () => {
      const asking = (s: MedievalState): MedievalState => ({
        ...s,
        asylum: { empire: x, offers: [null, null], ties: [0, 0] },
      });
      expect(offersAsylum(asking(rich))).toBe(true);
      const ruined = withEmpire(
        rich.areas.reduce((s, a, i) => (a.owner === x ? withArea(s, i, { owner: rival }) : s), rich),
        x,
        { gold: 0, court: -1 },
      );
      expect(offersAsylum(asking(ruined))).toBe(false);
    });

    it('settles an ally without a court that gained VP, keeps one that lost in exile to win them back (33.63)', () => {
      const courtless = (snapshot: number): MedievalState => ({
        ...alliedTo(rich, x, 0, snapshot),
        pending: { kind: 'courtlessAlly', empire: x, seat: 0 },
      });
      expect(courtlessAllyChoice(courtless(0))).toBe('terminate');
      expect(courtlessAllyChoice(courtless(victoryPoints(rich, x) + 5))).toBe('asylum');
    });
  });

  describe('honouring alliances (33.49, 33.5)', () => {
    const x = independents[0];

    it('keeps an ally whose court is calm; banks the gain of one whose court is in unrest', () => {
      const ally = alliedTo(rich, x, 0, 0);
      const legal = (s: MedievalState) => medieval.legalActions(s, 0) as readonly Action[];
      expect(allianceToEnd(ally, legal(ally))).toBeNull();
      const restless = withArea(ally, ally.empires[x].court, { unrest: true });
      const end = allianceToEnd(restless, legal(restless));
      expect(end).toEqual({ type: 'TerminateAlliance', empire: x });
      expect(accepted(table, restless, end)).toBe(true);
    });

    it('never attacks an Independent whose court it courts, where the procedure would', () => {
      const mover = (s: MedievalState) => (s.turn ? s.empires[s.turn.empire].seat : -1);
      const step = (s: MedievalState) =>
        turnStep(s, s.turn!.empire, medieval.legalActions(s, mover(s)) as readonly Action[], Dice.fromSeed(3));
      const attacks = (s: MedievalState) => {
        const c = step(s);
        if (c?.type !== 'Endeavour' || c.kind !== 'conquest') return -1;
        const owner = s.areas[c.target].owner;
        return owner >= 0 && s.empires[owner].status === 'independent' ? owner : -1;
      };
      const playerTurn = (s: MedievalState, seat: number) =>
        !!s.turn && s.empires[s.turn.empire].status === 'player' && mover(s) === seat && !s.pending && !s.parley;
      const s = reach(2, (x, seat) => playerTurn(x, seat) && attacks(x) >= 0).state;
      const victim = attacks(s);
      const target = (step(s) as Extract<MedievalCommand, { type: 'Endeavour' }>).target;
      const courting = tiesOn(s, victim, s.turn!.empire, 1);
      expect(step(courting)).not.toMatchObject({ kind: 'conquest', target });
      expect(step(courting)).not.toMatchObject({ kind: 'pillage', target });
    });
  });

  describe('pressing claims (S003 18.0, 18.2; M19.11; 12.41)', () => {
    const area = rich.areas.findIndex((a, i) => a.owner === me && i !== rich.empires[me].court);
    const x = independents[0];
    const xArea = rich.areas.findIndex((a, i) => a.owner === x && i !== rich.empires[x].court);
    /** Own area, own tie, the rival's claim on it: a claim parley may be called (18.0(3b)). */
    const contested = withArea(rich, area, { ties: 1 << me, claims: 1 << rival });

    it('calls a claim parley the Yes can win, and the rules accept it', () => {
      const command = choose(contested);
      expect(command).toEqual({ type: 'CallClaimParley', area });
      expect(accepted(table, contested, command as MedievalCommand)).toBe(true);
    });

    it('does not call one that every Independent claiming the area would vote down (33.28)', () => {
      const claims = independents.reduce((m, i) => m | (1 << i), 1 << rival);
      const hopeless = withArea(contested, area, { claims });
      expect(listed(hopeless, { type: 'CallClaimParley', area })).toBe(true);
      expect(choose(hopeless)).not.toMatchObject({ type: 'CallClaimParley' });
    });

    it("gives its claim on its ally's area to the ally, whose VP gain is the seat's ledger (33.5)", () => {
      const s = withArea(alliedTo(rich, x, 0, victoryPoints(rich, x)), xArea, { claims: 1 << me });
      const command = choose(s);
      expect(command).toEqual({ type: 'GiveClaim', area: xArea, to: x });
      expect(accepted(table, s, command as MedievalCommand)).toBe(true);
      const independent = withArea(rich, xArea, { claims: 1 << me });
      expect(choose(independent)).not.toMatchObject({ type: 'GiveClaim' });
    });

    it("waives its tie's +2 on its ally's area (12.41(2)), not on an Independent's", () => {
      const s = withArea(alliedTo(rich, x, 0, 0), xArea, { ties: 1 << me });
      const command = choose(s);
      expect(command).toEqual({ type: 'SetTieWaiver', area: xArea, waive: true });
      expect(accepted(table, s, command as MedievalCommand)).toBe(true);
      expect(choose(withArea(rich, xArea, { ties: 1 << me }))).not.toMatchObject({ type: 'SetTieWaiver' });
    });
  });

  describe('the −2 on a rival ally (33.43)', () => {
    it('switches it on as soon as its ties reach the threshold of the rival seat’s ally', () => {
      const c = courts[0];
      const s = tiesOn(alliedTo(rich, c.empire, 1, 0), c.empire, me, c.threshold);
      const command = choose(s);
      expect(command).toEqual({ type: 'SetRivalPenalty', empire: c.empire, on: true });
      expect(accepted(table, s, command as MedievalCommand)).toBe(true);
      const below = tiesOn(alliedTo(rich, c.empire, 1, 0), c.empire, me, c.threshold - 1);
      const other = choose(below);
      expect(other).not.toMatchObject({ type: 'SetRivalPenalty' });
    });
  });
});
