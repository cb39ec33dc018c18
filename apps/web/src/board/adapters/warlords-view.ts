import type { ViewOf } from '@empires/client';
import type { BoardDescriptor, RulesetDescriptor } from '@empires/rules-kernel';

/** The warlords view (`docs/schemas/warlords/view.schema.json`). */
export type WarlordsView = ViewOf<'warlords'>;
export type PieceView = WarlordsView['pieces'][number];

const CHIEF_IN_CAPITAL = -1;

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
