import type { PlayerQuery } from '@empires/client';
import { Link } from '../router';
import { RatingRowCells, RatingRowHeads } from './rating-cells';

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
                <RatingRowHeads label="Ruleset" />
              </tr>
            </thead>
            <tbody>
              {player.ratings.map((r) => (
                <tr key={r.ruleset} data-ruleset={r.ruleset}>
                  <RatingRowCells rating={r}>
                    <Link
                      href={`/players/${encodeURIComponent(player.id)}?ruleset=${encodeURIComponent(r.ruleset)}`}
                      aria-current={r.ruleset === chosen ? 'true' : undefined}
                    >
                      {r.ruleset}
                    </Link>
                  </RatingRowCells>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
