import { Fragment } from 'react';
import type { Tournament } from './use-tournament';
import { FORMAT_NAMES } from './words';

/** What decides the number of rounds before the start fixes it. */
const plannedBy: Readonly<Record<Tournament['format'], string>> = {
  ROUND_ROBIN: 'enough for everyone to meet everyone',
  SWISS: 'by the entrants at the start',
  PODS: '3',
  SINGLE_ELIMINATION: 'until one is left',
  DOUBLE_ELIMINATION: 'until one is left',
  ARENA: 'none: games follow each other until the time is up',
};

const optionText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** How the tournament is played: its ruleset, format, pairing and game options. */
export function Settings({ tournament: t }: { tournament: Tournament }) {
  const options = Object.entries((t.options ?? {}) as Record<string, unknown>);
  return (
    <section className="card" aria-labelledby="settings">
      <h2 id="settings">Settings</h2>
      <dl className="settings">
        <dt>Ruleset</dt>
        <dd>{t.ruleset}</dd>
        <dt>Format</dt>
        <dd>{FORMAT_NAMES[t.format]}</dd>
        {t.format === 'PODS' && (
          <>
            <dt>Seats a table</dt>
            <dd>{t.tableSize}</dd>
          </>
        )}
        <dt>Rounds</dt>
        <dd>{t.plannedRounds ?? plannedBy[t.format]}</dd>
        <dt>Next round</dt>
        <dd>{t.advance === 'AUTO' ? 'as soon as a round ends' : 'when the organizer advances'}</dd>
        <dt>Most entrants</dt>
        <dd>{t.maxEntrants}</dd>
        <dt>Late entry</dt>
        <dd>{t.lateEntry ? 'yes' : 'no'}</dd>
        {t.roundLimit && (
          <>
            <dt>Game round limit</dt>
            <dd>{t.roundLimit}</dd>
          </>
        )}
        <dt>Clock</dt>
        <dd>{t.clock ? optionText(t.clock) : 'none'}</dd>
        {options.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{optionText(value)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
