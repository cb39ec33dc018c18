import { useApi } from '../api';
import { navigate, useLocation } from '../router';
import { useLoad } from '../use-load';
import { Leaderboard } from './leaderboard';
import { RulesetSelect } from '../ruleset-select';

/** The leaderboard of one ruleset (`?ruleset=id`), chosen from every ruleset the server plays. */
export function RatingsPage() {
  const { client, player } = useApi();
  const { query } = useLocation();
  const rulesets = useLoad(() => client.rulesets(), [client]);
  const list = rulesets.data?.filter((r) => !r.id.includes('@')) ?? [];
  const ruleset = query.get('ruleset') ?? list[0]?.id;
  const board = useLoad(
    () => (player && ruleset ? client.ratings.leaderboard(ruleset) : Promise.resolve(undefined)),
    [client, player, ruleset],
  );
  if (!player) return <p>Sign in to see the ratings.</p>;
  return (
    <div className="ratings-page">
      <h1>Ratings</h1>
      <section className="card" aria-labelledby="leaderboard">
        <div className="row spread">
          <h2 id="leaderboard">Leaderboard</h2>
          <label>
            Ruleset{' '}
            <RulesetSelect
              rulesets={list}
              value={ruleset ?? ''}
              choose={(id) => navigate(`/ratings?ruleset=${encodeURIComponent(id)}`, { replace: true })}
            />
          </label>
        </div>
        {board.error && <p role="alert">{board.error}</p>}
        {rulesets.error && <p role="alert">{rulesets.error}</p>}
        {board.data && ruleset ? <Leaderboard ratings={board.data} ruleset={ruleset} /> : <p>Loading…</p>}
      </section>
    </div>
  );
}
