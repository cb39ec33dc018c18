import { useApi } from '../api';
import { botLabel } from '../lobby/bot-levels';
import type { LiveTournament, Tournament } from './use-tournament';
import { points } from './words';

/** Who entered, and the signed-in player's own register and withdraw buttons. */
export function Entrants({ tournament: t, act }: { tournament: Tournament; act: LiveTournament['act'] }) {
  const { client, player } = useApi();
  const me = t.entrants.find((e) => e.playerId === player?.id && e.status === 'ACTIVE');
  const open = t.status === 'REGISTRATION' || (t.status === 'RUNNING' && t.lateEntry);
  const live = t.status === 'REGISTRATION' || t.status === 'RUNNING';
  const organizer = t.organizer === player?.id;
  const full = t.entrants.filter((e) => e.status === 'ACTIVE').length >= t.maxEntrants;
  return (
    <section className="card" aria-labelledby="entrants">
      <h2 id="entrants">Entrants ({t.entrants.filter((e) => e.status === 'ACTIVE').length})</h2>
      {t.entrants.length === 0 ? (
        <p className="hint">Nobody yet.</p>
      ) : (
        <ol className="entrants">
          {t.entrants.map((e) => (
            <li
              key={e.entrantId}
              data-entrant={e.entrantId}
              className={e.status === 'WITHDRAWN' ? 'withdrawn' : undefined}
            >
              <span className="entrant-name">{e.name}</span>{' '}
              <small>
                {e.kind === 'BOT' ? `bot, ${botLabel(e)}` : e.playerId === player?.id ? 'you' : 'player'}
                {e.rating ? `, rated ${points(e.rating)}` : ''}
                {e.status === 'WITHDRAWN' ? ', withdrawn' : ''}
              </small>
              {organizer && live && e.status === 'ACTIVE' && e.playerId !== player?.id && (
                <button
                  type="button"
                  className="small quiet"
                  aria-label={`Withdraw ${e.name}`}
                  onClick={() => act(() => client.tournaments.withdraw(t.id, e.entrantId))}
                >
                  Withdraw
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="row">
        {!me && open && (
          <button type="button" disabled={full} onClick={() => act(() => client.tournaments.register(t.id))}>
            Register
          </button>
        )}
        {me && live && (
          <button type="button" onClick={() => act(() => client.tournaments.withdraw(t.id))}>
            Withdraw
          </button>
        )}
        {me && <span className="hint">You are in.</span>}
      </div>
    </section>
  );
}
