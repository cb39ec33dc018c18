import type { BoardAdapter, Names } from './adapter';
import { Dice } from './dice';

export interface LoggedEvent {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
}

/** The game's events in words, newest first, dice drawn as dice. */
export function EventLog({
  events,
  adapter,
  names,
}: {
  events: readonly LoggedEvent[];
  adapter: BoardAdapter;
  names: Names;
}) {
  const shown = events.slice(-200).reverse();
  return (
    <section className="log" aria-label="Event log">
      <h2>Events</h2>
      <ol reversed tabIndex={0} aria-label="Events, newest first">
        {shown.map((e) => {
          const payload = (e.payload ?? {}) as Record<string, unknown>;
          const rolls = adapter.dice(e.type, payload, names);
          return (
            <li key={e.seq} data-seq={e.seq} data-type={e.type}>
              <span className="seq">{e.seq}</span> {adapter.describeEvent(e.type, payload, names)}
              {rolls.length > 0 && <Dice rolls={rolls} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
