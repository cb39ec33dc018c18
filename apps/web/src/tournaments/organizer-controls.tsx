import { useState, type FormEvent } from 'react';
import { useApi } from '../api';
import { BotLevelSelect, useBotLevelChoice } from '../lobby/bot-level-choice';
import type { LiveTournament, Tournament } from './use-tournament';

/** What only the organizer does: open registration, add bots, start, and advance by hand. */
export function OrganizerControls({ tournament: t, act }: { tournament: Tournament; act: LiveTournament['act'] }) {
  const { client } = useApi();
  const bots = useBotLevelChoice(t.ruleset, 'EASY');
  const { level } = bots;
  const levelName = level?.name.toLowerCase() ?? 'bot';
  const [name, setName] = useState('');
  const active = t.entrants.filter((e) => e.status === 'ACTIVE').length;
  const roundOver = t.rounds.length === 0 || t.rounds[t.rounds.length - 1].status === 'CLOSED';
  const canAddBots = t.status === 'REGISTRATION' || (t.status === 'RUNNING' && t.lateEntry);
  if (t.status === 'FINISHED' || t.status === 'CANCELLED') return null;

  const addBot = (event: FormEvent) => {
    event.preventDefault();
    if (!level) return;
    const botName = name.trim() || `${levelName} ${active + 1}`;
    void act(() => client.tournaments.register(t.id, { botLevel: level.level, name: botName })).then(() => setName(''));
  };

  return (
    <section className="card organizer" aria-labelledby="organizer">
      <h2 id="organizer">Organizer</h2>
      {t.status === 'DRAFT' && (
        <button type="button" onClick={() => act(() => client.tournaments.openRegistration(t.id))}>
          Open registration
        </button>
      )}
      {canAddBots && (
        <form className="add-bot" onSubmit={addBot}>
          <label>
            Bot <BotLevelSelect choice={bots} title={level?.description} />
          </label>
          <label>
            Name{' '}
            <input
              value={name}
              maxLength={40}
              placeholder={`${levelName} ${active + 1}`}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <button type="submit" disabled={!level}>
            Add bot
          </button>
        </form>
      )}
      <div className="row">
        {t.status === 'REGISTRATION' && (
          <button type="button" disabled={active < 2} onClick={() => act(() => client.tournaments.start(t.id))}>
            Start with {active} {active === 1 ? 'entrant' : 'entrants'}
          </button>
        )}
        {t.status === 'RUNNING' && t.advance === 'MANUAL' && (
          <button type="button" disabled={!roundOver} onClick={() => act(() => client.tournaments.advance(t.id))}>
            Advance
          </button>
        )}
        {t.status === 'RUNNING' && t.advance === 'MANUAL' && !roundOver && (
          <span className="hint">Round {t.currentRound} is still being played.</span>
        )}
      </div>
    </section>
  );
}
