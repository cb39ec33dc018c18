import { MAP } from '../data/millennium';
import { emit, type Ctx } from '../ctx';
import { PAGAN } from '../map/culture';

const EAST_SLAVONIC = MAP.languages.findIndex((l) => l.id === 'east-slavonic');
const ORTHODOX = MAP.religions.findIndex((r) => r.id === 'eastern-orthodox');
const CATHOLIC = MAP.religions.findIndex((r) => r.id === 'roman-catholic');
const HUNGARY = MAP.areas.findIndex((a) => a.id === 'hungary');
const KIEV = 6;

/** M27.6 scheduled events of Millennium, at the start of their round. */
export function scheduledEvents(ctx: Ctx, round: number): void {
  if (round === 3) {
    emit(ctx, { type: 'ScheduledEventHappened', id: 'baptism-of-rus', round });
    ctx.state.areas.forEach((a, area) => {
      if (a.religion === PAGAN && a.language === EAST_SLAVONIC)
        emit(ctx, { type: 'ReligionChanged', area, religion: ORTHODOX });
    });
    if (ctx.state.empires[KIEV].status !== 'removed')
      emit(ctx, { type: 'LeaderReligionChanged', empire: KIEV, religion: ORTHODOX });
  }
  if (round === 6) {
    emit(ctx, { type: 'ScheduledEventHappened', id: 'crown-of-saint-stephen', round });
    if (ctx.state.areas[HUNGARY].religion === PAGAN)
      emit(ctx, { type: 'ReligionChanged', area: HUNGARY, religion: CATHOLIC });
  }
}
