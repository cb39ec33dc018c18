import { useApi } from '../api';
import { useLoad } from '../use-load';
import { RatingChart } from './rating-chart';
import { RatingPoints } from './rating-points';

/** One ruleset's rating history of a player: the chart and its points as a table. */
export function RatingHistory({ playerId, name, ruleset }: { playerId: string; name: string; ruleset: string }) {
  const { client } = useApi();
  const history = useLoad(() => client.ratings.history(playerId, ruleset), [client, playerId, ruleset]);
  return (
    <section className="card" aria-labelledby="rating-history">
      <h2 id="rating-history">{ruleset} rating, game by game</h2>
      {history.error && <p role="alert">{history.error}</p>}
      {history.data &&
        (history.data.length === 0 ? (
          <p className="hint">No rated {ruleset} game yet.</p>
        ) : (
          <>
            <RatingChart points={history.data} ruleset={ruleset} player={name} />
            <RatingPoints points={history.data} ruleset={ruleset} />
          </>
        ))}
    </section>
  );
}
