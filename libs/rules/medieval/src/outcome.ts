import type { Outcome } from '@empires/rules-kernel';
import { ownedBy } from './rules/areas';
import type { MedievalState } from './state';

/**
 * M26.4: highest score first; ties by more owned areas, then more gold, then shared. A seat that resigned ranks
 * below every seat still playing when it left: below all that play on, and below those that resigned later.
 */
export function outcome(s: MedievalState): Outcome | null {
  if (s.phase !== 'ended' || !s.scores) return null;
  const scores = s.scores;
  const key = (seat: number) => [
    s.seats[seat].resigned ? s.seats[seat].resignOrder : Number.MAX_SAFE_INTEGER,
    scores[seat],
    ownedBy(s, s.seats[seat].empire).length,
    s.empires[s.seats[seat].empire].gold,
  ];
  const better = (a: number, b: number) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] > kb[i];
    return false;
  };
  const ranks = s.seats.map((_, seat) => 1 + s.seats.filter((__, other) => better(other, seat)).length);
  return { ranks, scores, reason: 'victory points (M26)' };
}
