import { emit, type Ctx } from './ctx';
import type { Disbanded, WarlordsEvent } from './events';
import { evolve } from './evolve/evolve';
import type { WarlordsState } from './state';
import { maxRegiments } from './traits';

/** Generals over their limit, and by how much. */
function overLimit(s: WarlordsState): Disbanded {
  const out: { piece: number; count: number }[] = [];
  s.pieces.forEach((p, piece) => {
    if (p.status !== 'active' && p.status !== 'abandoned') return;
    const count = p.regiments - maxRegiments(s, piece);
    if (count > 0) out.push({ piece, count });
  });
  return out;
}

type Limiting = Extract<WarlordsEvent, { disbanded: Disbanded }>;

/**
 * Emits an event that may change which traits are in force, with the regiments it disbands: the
 * seed changes the general's state "immediately", so no state between has him over his limit.
 */
export function emitWithLimits(ctx: Ctx, e: Limiting): void {
  const disbanded = overLimit(evolve(ctx.state, { ...e, disbanded: [] } as WarlordsEvent));
  emit(ctx, { ...e, disbanded } as WarlordsEvent);
}
