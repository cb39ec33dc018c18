import { Link } from '../router';
import { Pairings } from './pairings';
import type { Tournament } from './use-tournament';

/** The rounds as links (`?round=N`, so a round has its own address) and the chosen round's tables. */
export function Rounds(props: { tournament: Tournament; names: ReadonlyMap<string, string>; selected: number }) {
  const { tournament: t, names } = props;
  if (t.rounds.length === 0) return null;
  const round = t.rounds.find((r) => r.round === props.selected) ?? t.rounds[t.rounds.length - 1];
  return (
    <section className="card" aria-labelledby="rounds">
      <h2 id="rounds">Rounds</h2>
      <nav aria-label="Rounds" className="round-links">
        {t.rounds.map((r) => (
          <Link
            key={r.round}
            href={`/tournaments/${t.id}?round=${r.round}`}
            aria-current={r.round === round.round ? 'page' : undefined}
          >
            Round {r.round}
          </Link>
        ))}
      </nav>
      <h3 id="round-tables">
        Round {round.round} <small>{round.status === 'PLAYING' ? 'being played' : 'over'}</small>
      </h3>
      <Pairings pairings={round.pairings} names={names} labelledBy="round-tables" />
    </section>
  );
}
