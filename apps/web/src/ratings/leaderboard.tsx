import type { LeaderboardQuery } from '@empires/client';
import { Link } from '../router';
import { RatingRowCells, RatingRowHeads } from './rating-cells';
import { NumberHead } from '../number-head';

type Rating = LeaderboardQuery['leaderboard'][number];

/** The best rated players of a ruleset and its built-in bot levels, each player's name opening their page. */
export function Leaderboard({ ratings, ruleset }: { ratings: readonly Rating[]; ruleset: string }) {
  if (ratings.length === 0) return <p className="hint">Nobody has a rated {ruleset} game yet.</p>;
  return (
    <div className="scroll">
      <table className="leaderboard">
        <caption className="visually-hidden">{ruleset} leaderboard, best first</caption>
        <thead>
          <tr>
            <NumberHead>#</NumberHead>
            <RatingRowHeads label="Player" />
          </tr>
        </thead>
        <tbody>
          {ratings.map((r, i) => (
            <tr key={r.playerId} data-player={r.playerId}>
              <td className="number">{i + 1}</td>
              <RatingRowCells rating={r}>
                {r.level ? (
                  // A built-in level has no player page: its row says where players stand against it.
                  <>
                    {r.name} <small>(built-in bot)</small>
                  </>
                ) : (
                  <>
                    <Link href={`/players/${encodeURIComponent(r.playerId)}`}>{r.name}</Link>
                    {r.bot && <small> (bot)</small>}
                  </>
                )}
              </RatingRowCells>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
