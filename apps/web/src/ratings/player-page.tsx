import { useApi } from '../api';
import { GameList } from '../lobby/game-list';
import { useLocation } from '../router';
import { useLoad } from '../use-load';
import { PlayerRatings } from './player-ratings';
import { RatingHistory } from './rating-history';

/** A player: ratings per ruleset, the history of one of them (`?ruleset=id`), and recent games. */
export function PlayerPage({ id }: { id: string }) {
  const { client, player: me } = useApi();
  const { query } = useLocation();
  const profile = useLoad(() => (me ? client.ratings.player(id) : Promise.resolve(undefined)), [client, me, id]);
  const games = useLoad(
    () => (me ? client.games({ playerId: id }, 20).then((p) => p.items) : Promise.resolve([])),
    [client, me, id],
  );
  if (!me) return <p>Sign in to see players.</p>;
  const p = profile.data;
  if (!p) return profile.error ? <p role="alert">{profile.error}</p> : <p>Loading the player…</p>;
  const mostPlayed = [...p.ratings].sort((a, b) => b.games - a.games)[0]?.ruleset;
  const ruleset = query.get('ruleset') ?? mostPlayed;
  return (
    <div className="player-page" data-player-page={p.id}>
      <h1>
        {p.name} {p.bot && <small>(bot)</small>} {p.guest && <small>(guest)</small>}{' '}
        {p.id === me.id && <small>(you)</small>}
      </h1>
      <PlayerRatings player={p} chosen={ruleset} />
      {ruleset && <RatingHistory playerId={p.id} name={p.name} ruleset={ruleset} />}
      <section className="card" aria-labelledby="recent-games">
        <h2 id="recent-games">Recent games</h2>
        {games.error && <p role="alert">{games.error}</p>}
        <GameList games={games.data ?? []} empty="No games yet." />
      </section>
    </div>
  );
}
