import type { RulesetsQuery } from '@empires/client';
import { useEffect, useState } from 'react';
import { useApi } from '../api';
import { navigate } from '../router';
import { messageOf, useLoad } from '../use-load';
import { RulesetSelect } from '../ruleset-select';

/** Matchmaking: wait in a ruleset's queue for players (or bots after a while) and go to the game found. */
export function Queue({ rulesets }: { rulesets: RulesetsQuery['rulesets'] }) {
  const { client, player } = useApi();
  const [ruleset, setRuleset] = useState(rulesets[0]?.id ?? '');
  const [players, setPlayers] = useState(2);
  const [botFill, setBotFill] = useState(true);
  const [error, setError] = useState<string>();
  const queues = useLoad(() => (player ? client.tables.myQueues() : Promise.resolve([])), [client, player]);

  useEffect(() => {
    if (!player) return;
    return client.tables.onMatchFound(
      (match) => navigate(`/games/${match.gameId}`),
      (e) => setError(messageOf(e)),
    );
  }, [client, player]);

  if (!player) return null;
  const waiting = queues.data ?? [];
  const run = async (what: () => Promise<unknown>) => {
    setError(undefined);
    await what().catch((e: unknown) => setError(messageOf(e)));
    queues.reload();
  };
  return (
    <section className="card" aria-labelledby="queue">
      <h2 id="queue">Find a match</h2>
      <div className="row">
        <label>
          Ruleset <RulesetSelect rulesets={rulesets} value={ruleset} choose={setRuleset} />
        </label>
        <label>
          Players{' '}
          <input type="number" min={2} max={6} value={players} onChange={(e) => setPlayers(Number(e.target.value))} />
        </label>
        <label>
          <input type="checkbox" checked={botFill} onChange={(e) => setBotFill(e.target.checked)} /> bots fill empty
          seats after 30 s
        </label>
        <button type="button" onClick={() => run(() => client.tables.joinQueue({ ruleset, players, botFill }))}>
          Join the queue
        </button>
      </div>
      {waiting.length > 0 && (
        <ul aria-live="polite">
          {waiting.map((q) => (
            <li key={q.ruleset}>
              Waiting for a {q.players}-player {q.ruleset} game since {new Date(q.joinedAt).toLocaleTimeString()}{' '}
              <button type="button" onClick={() => run(() => client.tables.leaveQueue(q.ruleset))}>
                Leave
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
