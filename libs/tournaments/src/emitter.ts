import type { TournamentEvent } from './events';
import { evolve, type TournamentState } from './state';

/** Events decided so far, and the state they lead to (later decisions in one command build on earlier ones). */
export class Emitter {
  readonly events: TournamentEvent[] = [];

  constructor(
    public state: TournamentState,
    initial: readonly TournamentEvent[] = [],
  ) {
    for (const e of initial) this.emit(e);
  }

  emit(event: TournamentEvent): TournamentEvent[] {
    this.events.push(event);
    this.state = evolve(this.state, event);
    return this.events;
  }
}
