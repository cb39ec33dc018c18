import type { BoardDescriptor, RulesetDescriptor } from '@empires/rules-kernel';

/** The part of the warlords view the page reads (`docs/schemas/warlords/view.schema.json`). */
export interface WarlordsView {
  readonly viewer: number | 'spectator';
  readonly phase: 'new' | 'sides' | 'draft' | 'generals' | 'placement' | 'play' | 'ended';
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatView[];
  readonly order: readonly number[];
  readonly pieces: readonly PieceView[];
  readonly towns: readonly Town[];
  readonly townAt: readonly number[];
  readonly lines: readonly number[];
  readonly turn: Turn | null;
  readonly pending: { readonly kind: string; readonly seat: number } | null;
  readonly proposal: { readonly seat: number; readonly ranks: readonly number[] } | null;
}

export interface SeatView {
  readonly empire: number;
  readonly hand: readonly string[] | null;
  readonly handSize: number;
  readonly status: 'playing' | 'crumbled' | 'surrendered';
  /** The general his chief of staff rides with (piece id), -1 in the capital, -2 dead. */
  readonly chief: number;
}

export interface PieceView {
  readonly owner: number;
  readonly dealtTo: number;
  readonly number: number;
  readonly revealed: boolean;
  readonly regiments: number;
  readonly space: number;
  readonly status: 'unplaced' | 'active' | 'abandoned' | 'dead' | 'dispersed';
  readonly attacking: number;
  /** His card's id, when revealed or known to this viewer; null when face down to it. */
  readonly general: string | null;
}

export interface Town {
  readonly space: number;
  readonly kind: 'town' | 'capital';
  readonly empire: number;
  readonly occupant: number;
}

export interface Turn {
  readonly seat: number;
  readonly round: number;
  readonly step: 'raise' | 'move' | 'battle' | 'chief';
  readonly battles: readonly { readonly target: number; readonly fought: boolean }[];
}

export const CHIEF_IN_CAPITAL = -1;

/** The board the `board` option chose: the descriptor's default, or one of its variants. */
export function boardOf(descriptor: RulesetDescriptor, options: Readonly<Record<string, unknown>> | undefined) {
  const variants = descriptor.boardVariants;
  const chosen = variants && options ? variants.boards[String(options[variants.option])] : undefined;
  return chosen ?? descriptor.board;
}

/** Empire names by number: the board's regions in order, Carrion (0) first. */
export const empireNames = (board: BoardDescriptor): string[] => board.regions.map((r) => r.name);

/** Pieces on the board, by space (a general may share a space with a friend for a moment). */
export function piecesBySpace(v: WarlordsView): Map<number, { id: number; piece: PieceView }[]> {
  const at = new Map<number, { id: number; piece: PieceView }[]>();
  v.pieces.forEach((piece, id) => {
    if ((piece.status !== 'active' && piece.status !== 'abandoned') || piece.space < 0) return;
    at.set(piece.space, [...(at.get(piece.space) ?? []), { id, piece }]);
  });
  return at;
}

/** Where each seat's chief of staff stands: with a general, or in its capital. */
export function chiefSpaces(v: WarlordsView): Map<number, number> {
  const spaces = new Map<number, number>();
  v.seats.forEach((seat, s) => {
    const space =
      seat.chief === CHIEF_IN_CAPITAL
        ? v.towns.find((t) => t.kind === 'capital' && t.empire === seat.empire)?.space
        : seat.chief >= 0
          ? v.pieces[seat.chief]?.space
          : undefined;
    if (space !== undefined && space >= 0) spaces.set(space, s);
  });
  return spaces;
}
