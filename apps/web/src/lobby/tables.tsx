import type { RulesetsQuery } from '@empires/client';
import { useState } from 'react';
import { useApi } from '../api';
import { Link, navigate } from '../router';
import { messageOf, useLoad } from '../use-load';

/** Open tables to join, by ruleset, and joining one by its invite code. */
export function OpenTables({ rulesets }: { rulesets: RulesetsQuery['rulesets'] }) {
  const { client, player } = useApi();
  const tables = useLoad(
    async () => (await Promise.all(rulesets.map((r) => client.tables.list(r.id)))).flat(),
    [client, rulesets],
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const open = tables.data?.filter((t) => t.status === 'OPEN') ?? [];
  const join = async (joinCode: string) => {
    setError(undefined);
    try {
      const table = await client.tables.join(joinCode);
      navigate(`/tables/${table.tableId}`);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <section className="card" aria-labelledby="open-tables">
      <h2 id="open-tables">Open tables</h2>
      {open.length === 0 && <p className="hint">No open table{tables.loading ? ' yet' : ''}.</p>}
      <ul>
        {open.map((t) => (
          <li key={t.tableId}>
            <Link href={`/tables/${t.tableId}`}>{t.ruleset}</Link>, {t.seats.filter((s) => s.kind !== 'OPEN').length}/
            {t.seats.length} seated{' '}
            {player && !t.seats.some((s) => s.playerId === player.id) && (
              <button type="button" onClick={() => join(t.code)}>
                Join
              </button>
            )}
          </li>
        ))}
      </ul>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          void join(code.trim());
        }}
      >
        <label htmlFor="table-code">Invite code</label>
        <input id="table-code" value={code} onChange={(e) => setCode(e.target.value)} disabled={!player} />
        <button type="submit" disabled={!player || !code.trim()}>
          Join by code
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
