import { useApi } from '../api';
import type { Tournament } from './use-tournament';
import { isElimination, points } from './words';
import { NumberHead } from '../number-head';

/** Tie-break names as the server gives them ("sonneborn-berger") in the words of a heading. */
const TIE_BREAK_NAMES: Readonly<Record<string, string>> = {
  buchholz: 'Buchholz',
  'sonneborn-berger': 'Sonneborn-Berger',
  'head-to-head': 'Head to head',
  rating: 'Rating',
  'eliminated-in-round': 'Out in round',
  seed: 'Seed',
};

/** The standings as a table: place, name, points, games, then each tie-break in the order it applies. */
export function Standings({ tournament: t }: { tournament: Tournament }) {
  const { player } = useApi();
  if (t.standings.length === 0) return null;
  const tieBreaks = t.standings[0].tieBreaks.map((b) => b.name);
  const me = t.entrants.find((e) => e.playerId === player?.id)?.entrantId;
  return (
    <section className="card" aria-labelledby="standings">
      <h2 id="standings">Standings</h2>
      <div className="scroll">
        <table className="standings" aria-labelledby="standings" aria-describedby="standings-order">
          <thead>
            <tr>
              <NumberHead>Place</NumberHead>
              <th scope="col">Name</th>
              <NumberHead>{isElimination(t.format) ? 'Matches won' : 'Points'}</NumberHead>
              <NumberHead>Games</NumberHead>
              <NumberHead>Games won</NumberHead>
              <NumberHead>Byes</NumberHead>
              {tieBreaks.map((name) => (
                <NumberHead key={name}>{TIE_BREAK_NAMES[name] ?? name}</NumberHead>
              ))}
            </tr>
          </thead>
          <tbody>
            {t.standings.map((s) => (
              <tr
                key={s.entrantId}
                data-entrant={s.entrantId}
                className={
                  [s.entrantId === me ? 'me' : '', s.status === 'WITHDRAWN' ? 'withdrawn' : ''].join(' ').trim() ||
                  undefined
                }
              >
                <td className="number standing-place">{s.place}</td>
                <th scope="row" className="name">
                  <span className="entrant-name">{s.name}</span>
                  {s.kind === 'BOT' && <small> bot</small>}
                  {s.status === 'WITHDRAWN' && <small> withdrawn</small>}
                </th>
                <td className="number points">{points(s.points)}</td>
                <td className="number">{s.games}</td>
                <td className="number">{s.wins}</td>
                <td className="number">{s.byes}</td>
                {s.tieBreaks.map((b) => (
                  <td className="number" key={b.name}>
                    {b.name === 'eliminated-in-round' && b.value === 0 ? '–' : points(b.value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint order" id="standings-order">
        Ordered by {t.tieBreakRule}.
      </p>
    </section>
  );
}
