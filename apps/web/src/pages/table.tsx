import { useEffect, useState } from 'react';
import type { TableFieldsFragment } from '@empires/client';
import { useApi } from '../api';
import { navigate } from '../router';
import { botLabel, useBotLevels } from '../lobby/bot-levels';
import { messageOf } from '../use-load';

/** A table: who sits where, its invite code, bots added and the start by its owner; then its game. */
export function TablePage({ id }: { id: string }) {
  const { client, player } = useApi();
  const [table, setTable] = useState<TableFieldsFragment>();
  const [error, setError] = useState<string>();
  const levels = useBotLevels(table?.ruleset).data ?? [];
  useEffect(() => {
    client.tables.get(id).then(setTable, (e: unknown) => setError(messageOf(e)));
    return client.tables.onChange(id, setTable, (e) => setError(messageOf(e)));
  }, [client, id]);
  useEffect(() => {
    if (table?.gameId) navigate(`/games/${table.gameId}`, { replace: true });
  }, [table?.gameId]);
  if (error && !table) return <p role="alert">{error}</p>;
  if (!table) return <p>Loading the table…</p>;
  const mine = table.owner === player?.id;
  const run = (what: () => Promise<TableFieldsFragment>) =>
    what().then(setTable, (e: unknown) => setError(messageOf(e)));
  const full = table.seats.every((s) => s.kind !== 'OPEN');
  return (
    <section className="card" aria-labelledby="table-title">
      <h1 id="table-title">
        {table.ruleset} table <small>{table.status.toLowerCase()}</small>
      </h1>
      <p>
        Invite code: <code data-code={table.code}>{table.code}</code>
      </p>
      <ol>
        {table.seats.map((s) => (
          <li key={s.seat}>
            {s.kind === 'OPEN'
              ? 'open'
              : s.kind === 'BOT'
                ? `bot (${botLabel(s)})`
                : s.playerId === player?.id
                  ? 'you'
                  : 'a player'}
          </li>
        ))}
      </ol>
      {mine && table.status === 'OPEN' && (
        <div className="row">
          {levels.map((l) => (
            <button
              key={l.level}
              type="button"
              disabled={full}
              title={l.description}
              onClick={() => run(() => client.tables.addBot(id, l.level))}
            >
              Add {/^[aeiou]/i.test(l.name) ? 'an' : 'a'} {l.name.toLowerCase()} bot
            </button>
          ))}
          <button type="button" disabled={!full} onClick={() => run(() => client.tables.start(id))}>
            Start
          </button>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
