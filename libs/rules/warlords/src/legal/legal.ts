import type { LegalAction } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import { voters } from '../end/end';
import { revealProblem } from '../rules/reveal';
import type { WarlordsState } from '../state';
import { decisionActions } from './decisions';
import { setupActions } from './setup';
import { turnActions } from './turn';

type Action = LegalAction<WarlordsCommand>;

/** Every command the seat may give now; numeric choices with many values come as ranges. */
export function legalActions(s: WarlordsState, seat: number): readonly Action[] {
  if (!s.seats[seat] || s.phase === 'new' || s.phase === 'ended') return [];
  const reveals = s.pieces
    .map((_, piece) => piece)
    .filter((piece) => !revealProblem(s, seat, piece))
    .map((piece): Action => ({ type: 'RevealGeneral', piece }));
  if (s.phase !== 'play')
    return s.phase === 'placement' ? [...setupActions(s, seat), ...reveals] : setupActions(s, seat);
  if (s.seats[seat].status !== 'playing') return [];
  const always: Action[] = [...reveals, { type: 'Resign' }];
  if (s.proposal) return voters(s).includes(seat) ? [{ type: 'AcceptEnd' }, { type: 'RejectEnd' }, ...always] : always;
  const decision = decisionActions(s, seat);
  if (decision) return [...decision, ...always];
  return s.turn?.seat === seat ? [...turnActions(s, seat), ...always] : always;
}
