import { Link } from '../router';
import type { Tournament } from './use-tournament';
import { points } from './words';

type Pairing = Tournament['rounds'][number]['pairings'][number];

/** A round's tables: who sits where, their places and points, and a link to each game. */
export function Pairings(props: {
  pairings: readonly Pairing[];
  names: ReadonlyMap<string, string>;
  labelledBy: string;
}) {
  const { pairings, names } = props;
  return (
    <ul className="pairings" aria-labelledby={props.labelledBy}>
      {pairings.map((p) => (
        <li key={p.table} className="pairing" data-table={p.table} data-game={p.gameId ?? undefined}>
          <div className="pairing-head">
            <span className="table-number">Table {p.table}</span>
            {p.reason && <small>{p.reason}</small>}
            <span className="pairing-result">
              {p.kind === 'BYE' ? (
                'bye'
              ) : p.kind === 'WALKOVER' ? (
                'walkover'
              ) : p.gameId ? (
                <Link
                  href={`/games/${p.gameId}`}
                  aria-label={`${p.status === 'PLAYING' ? 'Watch' : 'Replay'} the game at table ${p.table}`}
                >
                  {p.status === 'PLAYING' ? 'watch' : 'replay'}
                </Link>
              ) : null}
            </span>
          </div>
          <ol className="seats">
            {p.seats.map((s) => (
              <li key={s.seat} className={s.rank === 1 ? 'winner' : undefined}>
                <span>{names.get(s.entrantId) ?? s.entrantId}</span>
                <small>
                  {[
                    s.rank ? ordinal(s.rank) : '',
                    s.points !== null && s.points !== undefined ? `${points(s.points)} pt` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
};
