import type { TournamentsQuery } from '@empires/client';
import { Link } from '../router';
import { FORMAT_NAMES, statusWord } from './words';
import { NumberHead } from '../number-head';

type Summary = TournamentsQuery['tournaments'][number];

/** Tournaments as a table: each name opens its page. */
export function TournamentList({ tournaments }: { tournaments: readonly Summary[] }) {
  if (tournaments.length === 0) return <p className="hint">No tournament here yet.</p>;
  return (
    <div className="scroll">
      <table className="tournaments">
        <caption className="visually-hidden">Tournaments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Ruleset</th>
            <th scope="col">Format</th>
            <th scope="col">Status</th>
            <NumberHead>Entrants</NumberHead>
            <NumberHead>Round</NumberHead>
          </tr>
        </thead>
        <tbody>
          {tournaments.map((t) => (
            <tr key={t.id} data-tournament={t.id}>
              <td>
                <Link href={`/tournaments/${t.id}`}>{t.name}</Link>
              </td>
              <td>{t.ruleset}</td>
              <td>{FORMAT_NAMES[t.format]}</td>
              <td>
                <span className={`tag ${statusWord(t.status)}`}>{statusWord(t.status)}</span>
              </td>
              <td className="number">{t.entrants}</td>
              <td className="number">{t.currentRound || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
