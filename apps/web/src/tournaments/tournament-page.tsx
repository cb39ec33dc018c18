import { useApi } from '../api';
import { useLocation } from '../router';
import { Bracket } from './bracket';
import { Entrants } from './entrants';
import { OrganizerControls } from './organizer-controls';
import { Rounds } from './rounds';
import { Settings } from './settings';
import { Standings } from './standings';
import { useTournament } from './use-tournament';
import { isElimination, statusWord } from './words';

/** One tournament, live: settings, entrants, standings, bracket, rounds; run by its organizer. */
export function TournamentPage({ id }: { id: string }) {
  const { player } = useApi();
  const { query } = useLocation();
  const { tournament: t, error, act } = useTournament(id);
  if (!player) return <p>Sign in to see the tournament.</p>;
  if (!t) return error ? <p role="alert">{error}</p> : <p>Loading the tournament…</p>;
  const names = new Map(t.entrants.map((e) => [e.entrantId, e.name]));
  const champion = t.champion ? (names.get(t.champion) ?? t.champion) : undefined;
  const organizer = t.organizer === player.id;
  return (
    <div className="tournament" data-status={statusWord(t.status)} data-round={t.currentRound}>
      <header className="tournament-head">
        <h1>{t.name}</h1>
        <span className={`tag ${statusWord(t.status)}`}>{statusWord(t.status)}</span>
        {t.currentRound > 0 && (
          <span>
            Round {t.currentRound}
            {t.plannedRounds ? ` of ${t.plannedRounds}` : ''}
          </span>
        )}
      </header>
      {champion && (
        <p className="champion" data-champion={t.champion}>
          <span aria-hidden="true">★</span> Champion: <strong>{champion}</strong>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <div className="tournament-body">
        <div className="tournament-main">
          <Standings tournament={t} />
          {isElimination(t.format) && t.rounds.length > 0 && <Bracket tournament={t} names={names} />}
          <Rounds tournament={t} names={names} selected={Number(query.get('round')) || t.currentRound} />
        </div>
        <aside className="tournament-side">
          {organizer && <OrganizerControls tournament={t} act={act} />}
          <Entrants tournament={t} act={act} />
          <Settings tournament={t} />
        </aside>
      </div>
    </div>
  );
}
