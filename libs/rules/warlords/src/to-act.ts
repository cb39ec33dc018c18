import { winnerSeat } from './battle/field';
import { voters } from './end/end';
import { currentDraftStep } from './setup/draft';
import { placementDone } from './setup/placement';
import { currentPicker } from './setup/sides';
import type { WarlordsState } from './state';

/** Seats whose command the game waits for now. */
export function toAct(s: WarlordsState): readonly number[] {
  switch (s.phase) {
    case 'sides': {
      const picker = currentPicker(s);
      return picker >= 0 ? [picker] : [];
    }
    case 'draft': {
      const now = currentDraftStep(s);
      return now ? [now.step.seat] : [];
    }
    case 'generals':
      return s.seats.map((_, i) => i).filter((i) => !s.seats[i].assigned);
    case 'placement':
      return s.seats.map((_, i) => i).filter((i) => !placementDone(s, i));
    case 'play': {
      if (s.proposal) return voters(s);
      if (s.pending) return [s.pending.seat];
      const f = s.turn?.fight;
      if (f?.stage === 'defenders' && !f.committed) return [f.defender];
      if (f?.stage === 'casualties') return [winnerSeat(s, f)];
      return s.turn ? [s.turn.seat] : [];
    }
    default:
      return [];
  }
}
