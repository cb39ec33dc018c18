import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { generalAt } from '../queries';
import { boardOf, GENERALS_PER_SEAT, LINES_PER_EMPIRE, TOWNS_PER_EMPIRE, type WarlordsState } from '../state';

/** Towns keep out of the capital's two rings: distance 3 or more. */
const TOWN_MIN_DISTANCE = 3;

const unplaced = (s: WarlordsState, seat: number): number[] => {
  const out: number[] = [];
  for (let n = 0; n < GENERALS_PER_SEAT; n++)
    if (s.pieces[seat * GENERALS_PER_SEAT + n]?.status === 'unplaced') out.push(seat * GENERALS_PER_SEAT + n);
  return out;
};

export const placementDone = (s: WarlordsState, seat: number): boolean =>
  s.seats[seat].towns >= TOWNS_PER_EMPIRE && s.seats[seat].lines >= LINES_PER_EMPIRE && unplaced(s, seat).length === 0;

function inEmpire(s: WarlordsState, empire: number, space: number): boolean {
  const board = boardOf(s);
  return Number.isInteger(space) && space >= 0 && space < board.hexes.length && board.empireOf[space] === empire;
}

/**
 * The seed's town limits: inside the empire, not within two spaces of the capital, not next to
 * any other town (of any empire), on a space with nothing else in it.
 */
function townSpaceProblem(s: WarlordsState, empire: number, space: number): RuleViolation | null {
  const board = boardOf(s);
  if (!inEmpire(s, empire, space)) return violation(W.outsideEmpire, 'a town must be within the borders of the empire');
  if (board.ring[space] < TOWN_MIN_DISTANCE)
    return violation(W.townTooClose, 'no town within two spaces of the capital');
  if (s.townAt[space] >= 0 || s.lines[space] >= 0 || generalAt(s, space) >= 0)
    return violation(W.spaceTaken, 'the space is taken');
  if (board.neighbours[space].some((n) => n >= 0 && s.townAt[n] >= 0))
    return violation(W.townTooClose, 'no town directly next to another town');
  return null;
}

function lineSpaceProblem(s: WarlordsState, empire: number, space: number): RuleViolation | null {
  if (!inEmpire(s, empire, space))
    return violation(W.outsideEmpire, 'a supply line must be within the borders of the empire');
  if (s.townAt[space] >= 0 || s.lines[space] >= 0) return violation(W.spaceTaken, 'the space is taken');
  return null;
}

/** Generals start anywhere in the empire but on a town, the capital or another general. */
function generalSpaceProblem(s: WarlordsState, empire: number, space: number): RuleViolation | null {
  if (!inEmpire(s, empire, space))
    return violation(W.outsideEmpire, 'a general starts within the borders of the empire');
  if (s.townAt[space] >= 0 || generalAt(s, space) >= 0) return violation(W.spaceTaken, 'the space is taken');
  return null;
}

export function placeTown(ctx: Ctx, seat: number, space: number): RuleViolation | void {
  const st = ctx.state.seats[seat];
  if (st.towns >= TOWNS_PER_EMPIRE) return violation(W.nothingLeft, 'all four towns are placed');
  const problem = townSpaceProblem(ctx.state, st.empire, space);
  if (problem) return problem;
  emit(ctx, { type: 'TownPlaced', seat, empire: st.empire, space });
}

/** Towns come first so that lines and generals can never leave a town without a legal space. */
export function placeLine(ctx: Ctx, seat: number, space: number): RuleViolation | void {
  const st = ctx.state.seats[seat];
  if (st.towns < TOWNS_PER_EMPIRE) return violation(W.placementOrder, 'place the four towns first');
  if (st.lines >= LINES_PER_EMPIRE) return violation(W.nothingLeft, 'all ten supply lines are placed');
  const problem = lineSpaceProblem(ctx.state, st.empire, space);
  if (problem) return problem;
  emit(ctx, { type: 'SupplyLinePlaced', seat, space });
}

export function placeGeneral(ctx: Ctx, seat: number, piece: number, space: number): RuleViolation | void {
  const st = ctx.state.seats[seat];
  if (st.towns < TOWNS_PER_EMPIRE) return violation(W.placementOrder, 'place the four towns first');
  if (!unplaced(ctx.state, seat).includes(piece))
    return violation(W.notYourPiece, 'not one of your generals waiting to be placed');
  const problem = generalSpaceProblem(ctx.state, st.empire, space);
  if (problem) return problem;
  emit(ctx, { type: 'GeneralPlaced', seat, piece, space });
}

export interface PlacementOptions {
  readonly towns: number[];
  readonly lines: number[];
  readonly generals: { piece: number; spaces: number[] }[];
}

/** Every legal placement for the seat now (towns first, then lines and generals in any order). */
export function placementOptions(s: WarlordsState, seat: number): PlacementOptions {
  const st = s.seats[seat];
  const spaces = boardOf(s).spacesOf[st.empire] ?? [];
  if (st.towns < TOWNS_PER_EMPIRE)
    return { towns: spaces.filter((x) => !townSpaceProblem(s, st.empire, x)), lines: [], generals: [] };
  const lines = st.lines < LINES_PER_EMPIRE ? spaces.filter((x) => !lineSpaceProblem(s, st.empire, x)) : [];
  const free = spaces.filter((x) => !generalSpaceProblem(s, st.empire, x));
  return { towns: [], lines, generals: unplaced(s, seat).map((piece) => ({ piece, spaces: free })) };
}

/** Spaces of the seat's network so far: its capital, towns and lines. */
function touchesNetwork(s: WarlordsState, seat: number, space: number): boolean {
  return boardOf(s).neighbours[space].some(
    (n) => n >= 0 && (s.lines[n] === seat || (s.townAt[n] >= 0 && s.towns[s.townAt[n]].occupant === seat)),
  );
}

/**
 * The dice place for a seat: towns uniformly among legal spaces; supply lines grown from the
 * capital and towns (a random legal space touching the network, any legal space if none does);
 * generals on random legal spaces next to the network where there are any.
 */
export function autoPlace(ctx: Ctx, seat: number): void {
  for (let guard = 0; guard < 100 && !placementDone(ctx.state, seat); guard++) {
    const o = placementOptions(ctx.state, seat);
    if (o.towns.length) {
      emit(ctx, { type: 'TownPlaced', seat, empire: ctx.state.seats[seat].empire, space: ctx.dice.pick(o.towns) });
    } else if (o.lines.length) {
      const near = o.lines.filter((x) => touchesNetwork(ctx.state, seat, x));
      emit(ctx, { type: 'SupplyLinePlaced', seat, space: ctx.dice.pick(near.length ? near : o.lines) });
    } else if (o.generals.length) {
      const g = o.generals[0];
      const near = g.spaces.filter((x) => ctx.state.lines[x] === seat || touchesNetwork(ctx.state, seat, x));
      emit(ctx, { type: 'GeneralPlaced', seat, piece: g.piece, space: ctx.dice.pick(near.length ? near : g.spaces) });
    } else return;
  }
}

/** Carrion's four towns, placed by the rules on its third ring so they never crowd a neighbour's border. */
export function placeCarrionTowns(ctx: Ctx): void {
  const board = boardOf(ctx.state);
  for (let i = 0; i < TOWNS_PER_EMPIRE; i++) {
    const open = board.spacesOf[0].filter(
      (x) => board.ring[x] === TOWN_MIN_DISTANCE && !townSpaceProblem(ctx.state, 0, x),
    );
    if (!open.length) return;
    emit(ctx, { type: 'TownPlaced', seat: -1, empire: 0, space: ctx.dice.pick(open) });
  }
}
