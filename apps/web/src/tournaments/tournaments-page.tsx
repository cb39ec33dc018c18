import type { TournamentStatus } from '@empires/client';
import { useApi } from '../api';
import { navigate, useLocation } from '../router';
import { useLoad } from '../use-load';
import { NewTournament } from './new-tournament';
import { TournamentList } from './tournament-list';
import { STATUSES, statusWord } from './words';

/** Tournaments, filtered by status (`?status=RUNNING`), and a form to organize one. */
export function TournamentsPage() {
  const { client, player } = useApi();
  const { query } = useLocation();
  const status = (STATUSES as readonly string[]).includes(query.get('status') ?? '')
    ? (query.get('status') as TournamentStatus)
    : undefined;
  const list = useLoad(
    () => (player ? client.tournaments.list(status) : Promise.resolve([])),
    [client, player, status],
  );
  const rulesets = useLoad(() => client.rulesets(), [client]);
  if (!player) return <p>Sign in to see and organize tournaments.</p>;
  const filter = (value: string) =>
    navigate(value ? `/tournaments?status=${value}` : '/tournaments', { replace: true });
  return (
    <div className="tournaments-page">
      <h1>Tournaments</h1>
      <section className="card" aria-labelledby="tournament-list">
        <div className="row spread">
          <h2 id="tournament-list">All tournaments</h2>
          <label>
            Status{' '}
            <select value={status ?? ''} onChange={(e) => filter(e.target.value)}>
              <option value="">any</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusWord(s)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list.error && <p role="alert">{list.error}</p>}
        {list.data ? <TournamentList tournaments={list.data} /> : <p>Loading…</p>}
      </section>
      {rulesets.data && <NewTournament rulesets={rulesets.data.filter((r) => !r.id.includes('@'))} />}
    </div>
  );
}
