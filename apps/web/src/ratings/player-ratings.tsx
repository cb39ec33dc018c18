import type { PlayerQuery } from '@empires/client';
import { Link } from '../router';
import { RatingCells, RatingHeads } from './rating-cells';

/** A player's rating in each ruleset played; each ruleset opens its history on the same page. */
export function PlayerRatings({ player, chosen }: { player: PlayerQuery['player']; chosen?: string }) {
  return (
    <section className="card" aria-labelledby="player-ratings">
      <h2 id="player-ratings">Ratings</h2>
      {player.ratings.length === 0 ? (
        <p className="hint">No rated game yet.</p>
      ) : (
        <div className="scroll">
          <table className="player-ratings">
            <thead>
              <tr>
                <th scope="col">Ruleset</th>
                <RatingHeads />
                <th scope="col" className="number">
                  Games
                </th>
              </tr>
            </thead>
            <tbody>
              {player.ratings.map((r) => (
                <tr key={r.ruleset} data-ruleset={r.ruleset}>
                  <td>
                    <Link
                      href={`/players/${encodeURIComponent(player.id)}?ruleset=${encodeURIComponent(r.ruleset)}`}
                      aria-current={r.ruleset === chosen ? 'true' : undefined}
                    >
                      {r.ruleset}
                    </Link>
                    {r.provisional && <small> provisional</small>}
                  </td>
                  <RatingCells rating={r} />
                  <td className="number">{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
