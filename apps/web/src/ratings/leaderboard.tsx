import type { LeaderboardQuery } from '@empires/client';
import { Link } from '../router';
import { rounded } from './scale';

type Rating = LeaderboardQuery['leaderboard'][number];

/** The best rated players of a ruleset, each name opening the player's page. */
export function Leaderboard({ ratings, ruleset }: { ratings: readonly Rating[]; ruleset: string }) {
  if (ratings.length === 0) return <p className="hint">Nobody has a rated {ruleset} game yet.</p>;
  return (
    <div className="scroll">
      <table className="leaderboard">
        <caption className="visually-hidden">{ruleset} leaderboard, best first</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              #
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="number">
              Rating
            </th>
            <th scope="col" className="number">
              Mean
            </th>
            <th scope="col" className="number">
              σ
            </th>
            <th scope="col" className="number">
              Games
            </th>
          </tr>
        </thead>
        <tbody>
          {ratings.map((r, i) => (
            <tr key={r.playerId} data-player={r.playerId}>
              <td className="number">{i + 1}</td>
              <td>
                <Link href={`/players/${encodeURIComponent(r.playerId)}`}>{r.name}</Link>
                {r.provisional && <small> provisional</small>}
              </td>
              <td className="number rating">{rounded(r.ordinal)}</td>
              <td className="number">{rounded(r.mu)}</td>
              <td className="number">{rounded(r.sigma)}</td>
              <td className="number">{r.games}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
