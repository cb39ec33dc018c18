import { Link } from '../router';
import { bracketColumns, type Pairing } from './bracket-rounds';
import type { Tournament } from './use-tournament';

/** The elimination bracket: a column per bracket round, each match with its players and its game. */
export function Bracket({ tournament, names }: { tournament: Tournament; names: ReadonlyMap<string, string> }) {
  const columns = bracketColumns(tournament);
  // Lines join the matches only where each round halves the one before (a field of 2^n).
  const halving = columns.every((c, i) => i === 0 || c.matches.length * 2 === columns[i - 1].matches.length);
  return (
    <section className="card" aria-labelledby="bracket">
      <h2 id="bracket">Bracket</h2>
      <div className="scroll">
        <div
          className={`bracket${halving ? ' joined' : ''}`}
          style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(10rem, 1fr))` }}
        >
          {columns.map((c) => (
            <section
              key={c.round}
              className="bracket-round"
              aria-labelledby={`bracket-round-${c.round}`}
              data-bracket-round={c.round}
            >
              <h3 id={`bracket-round-${c.round}`}>{c.title}</h3>
              <ol className="bracket-matches">
                {c.matches.map((m, i) => (
                  <li key={i} className="bracket-match-slot">
                    {m ? (
                      <Match pairing={m} names={names} />
                    ) : (
                      <div className="bracket-match pending">to be decided</div>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

function Match({ pairing: p, names }: { pairing: Pairing; names: ReadonlyMap<string, string> }) {
  return (
    <div className="bracket-match" data-bracket-match={p.bracketMatch} data-game={p.gameId ?? undefined}>
      <ul>
        {p.seats.map((s) => (
          <li key={s.seat} className={s.rank === 1 ? 'winner' : s.rank ? 'loser' : undefined}>
            {names.get(s.entrantId) ?? s.entrantId}
            {s.rank === 1 && <span className="visually-hidden"> (won)</span>}
          </li>
        ))}
      </ul>
      {p.gameId ? (
        <Link href={`/games/${p.gameId}`} className="small">
          {p.status === 'PLAYING' ? 'watch' : 'replay'}{' '}
          <span className="visually-hidden">
            round {p.round} table {p.table}
          </span>
        </Link>
      ) : (
        <small>{p.kind === 'WALKOVER' ? 'walkover' : ''}</small>
      )}
    </div>
  );
}
