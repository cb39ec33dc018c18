import { useApi } from '../api';
import { ChatPanel } from '../chat/chat-panel';
import { GameList } from '../lobby/game-list';
import { NewGame } from '../lobby/new-game';
import { OpenTables } from '../lobby/tables';
import { Queue } from '../lobby/queue';
import { useLoad } from '../use-load';

/** The lobby: rulesets and their options, new games, tables, the queue, my games and games to watch. */
export function LobbyPage() {
  const { client, player } = useApi();
  const rulesets = useLoad(() => client.rulesets(), [client]);
  const mine = useLoad(
    () => (player ? client.games({ playerId: player.id }, 20).then((p) => p.items) : Promise.resolve([])),
    [client, player],
  );
  const playing = useLoad(() => client.games({ status: 'PLAYING' }, 10).then((p) => p.items), [client]);
  const finished = useLoad(() => client.games({ status: 'FINISHED' }, 10).then((p) => p.items), [client]);
  const list = rulesets.data?.filter((r) => !r.id.includes('@')) ?? [];
  return (
    <div className="lobby">
      <h1>Lobby</h1>
      {rulesets.error && <p role="alert">{rulesets.error}</p>}
      {list.length > 0 && <NewGame rulesets={list} />}
      {list.length > 0 && <Queue rulesets={list} />}
      {list.length > 0 && <OpenTables rulesets={list} />}
      {player && (
        <section className="card" aria-labelledby="my-games">
          <h2 id="my-games">My games</h2>
          <GameList games={mine.data ?? []} empty="No games yet." />
        </section>
      )}
      <section className="card" aria-labelledby="watch">
        <h2 id="watch">Watch</h2>
        <GameList games={playing.data ?? []} empty="No game is being played." />
        <h3>Finished, to replay</h3>
        <GameList games={finished.data ?? []} empty="No finished game." />
      </section>
      <ChatPanel channel="lobby" title="Lobby chat" />
    </div>
  );
}
