import type { Fight, Piece, SeatState, Town, Turn, WarlordsState } from '../state';

/** Small copy-on-write helpers: each returns a new state sharing everything it does not touch. */
export function setPiece(s: WarlordsState, i: number, patch: Partial<Piece>): WarlordsState {
  if (!s.pieces[i]) return s;
  const pieces = s.pieces.slice();
  pieces[i] = { ...pieces[i], ...patch };
  return { ...s, pieces };
}

export function setSeat(s: WarlordsState, seat: number, patch: Partial<SeatState>): WarlordsState {
  if (!s.seats[seat]) return s;
  const seats = s.seats.slice();
  seats[seat] = { ...seats[seat], ...patch };
  return { ...s, seats };
}

export function setTown(s: WarlordsState, space: number, patch: Partial<Town>): WarlordsState {
  const i = s.townAt[space] ?? -1;
  if (i < 0) return s;
  const towns = s.towns.slice();
  towns[i] = { ...towns[i], ...patch };
  return { ...s, towns };
}

export function setLine(s: WarlordsState, space: number, seat: number): WarlordsState {
  if (space < 0 || space >= s.lines.length) return s;
  const lines = s.lines.slice();
  lines[space] = seat;
  return { ...s, lines };
}

export const setTurn = (s: WarlordsState, patch: Partial<Turn>): WarlordsState =>
  s.turn ? { ...s, turn: { ...s.turn, ...patch } } : s;

export const setFight = (s: WarlordsState, patch: Partial<Fight>): WarlordsState =>
  s.turn?.fight ? { ...s, turn: { ...s.turn, fight: { ...s.turn.fight, ...patch } } } : s;

/** The movement of the current mover is over. */
export function halt(s: WarlordsState, piece: number): WarlordsState {
  const t = s.turn;
  if (!t) return s;
  const moved = t.moved.includes(piece) ? t.moved : [...t.moved, piece];
  return setTurn(s, {
    moved,
    mover: t.mover === piece ? -1 : t.mover,
    spent: t.mover === piece ? 0 : t.spent,
    mode: t.mover === piece ? 0 : t.mode,
  });
}

/** Applies the regiments an event disbanded. */
export function disband(
  s: WarlordsState,
  list: readonly { piece: number; count: number }[] | undefined,
): WarlordsState {
  if (!list?.length) return s;
  let out = s;
  for (const { piece, count } of list) {
    const p = out.pieces[piece];
    if (p) out = { ...setPiece(out, piece, { regiments: p.regiments - count }), lost: out.lost + count };
  }
  return out;
}

/** A piece leaves play (killed, slaughtered, dispersed): its regiments are lost with it. */
export function removePiece(s: WarlordsState, i: number, status: 'dead' | 'dispersed'): WarlordsState {
  const p = s.pieces[i];
  if (!p) return s;
  const after = setPiece(s, i, { status, space: -1, attacking: -1, regiments: 0 });
  return { ...after, lost: s.lost + p.regiments };
}
