import type { RulesetsQuery } from '@empires/client';
import { useEffect, useState } from 'react';
import { useApi } from '../api';
import { navigate } from '../router';
import { messageOf } from '../use-load';
import { BotLevelSelect, useBotLevelChoice } from './bot-level-choice';
import { CLOCK_CHOICES } from './clocks';
import { OptionsForm } from './options-form';

type Ruleset = RulesetsQuery['rulesets'][number];

/** A game against bots, or a table to invite people to, of any ruleset with its options. */
export function NewGame({ rulesets }: { rulesets: readonly Ruleset[] }) {
  const { client, player } = useApi();
  const [rulesetId, setRulesetId] = useState(rulesets[0]?.id ?? '');
  const ruleset = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const [seats, setSeats] = useState(2);
  const bots = useBotLevelChoice(ruleset?.id, 'MEDIUM');
  const { level } = bots;
  const [clockIndex, setClockIndex] = useState(0);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setOptions({});
    if (ruleset) setSeats(Math.max(ruleset.minSeats, Math.min(ruleset.maxSeats, 2)));
  }, [ruleset?.id]);

  if (!ruleset) return null;
  const clock = CLOCK_CHOICES[clockIndex].clock;
  const act = async (what: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    try {
      navigate(await what());
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };
  const againstBots = () =>
    act(async () => {
      const seatList = [
        { kind: 'ME' as const },
        ...Array.from({ length: seats - 1 }, () => ({ kind: 'BOT' as const, level: level?.level })),
      ];
      const game = await client.createGame({ ruleset: ruleset.id, seats: seatList, options, clock, start: true });
      return `/games/${game.id}`;
    });
  const table = () =>
    act(async () => {
      const created = await client.tables.create({ ruleset: ruleset.id, seats, options, clock });
      return `/tables/${created.tableId}`;
    });

  return (
    <section className="card new-game" aria-labelledby="new-game">
      <h2 id="new-game">New game</h2>
      <div className="rulesets" role="radiogroup" aria-label="Ruleset">
        {rulesets.map((r) => (
          <label key={r.id} className={`ruleset${r.id === ruleset.id ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="ruleset"
              value={r.id}
              checked={r.id === ruleset.id}
              onChange={() => setRulesetId(r.id)}
            />
            <strong>{r.name}</strong>{' '}
            <small>
              {r.id} {r.version}
            </small>
            <span className="summary">{r.summary}</span>
          </label>
        ))}
      </div>
      <div className="row">
        <label>
          Seats{' '}
          <input
            type="number"
            min={Math.max(1, ruleset.minSeats)}
            max={ruleset.maxSeats}
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
          />
        </label>
        <label>
          Bots play <BotLevelSelect choice={bots} aria-describedby="bot-level-description" />
        </label>
        <label>
          Clock{' '}
          <select value={clockIndex} onChange={(e) => setClockIndex(Number(e.target.value))}>
            {CLOCK_CHOICES.map((c, i) => (
              <option key={c.name} value={i}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {level && (
        <p id="bot-level-description" className="hint">
          {level.description}
        </p>
      )}
      <OptionsForm options={ruleset.options} values={options} onChange={setOptions} />
      {error && <p role="alert">{error}</p>}
      <div className="row">
        <button type="button" disabled={!player || busy || !level} onClick={againstBots}>
          Play against {seats - 1} {seats === 2 ? 'bot' : 'bots'}
        </button>
        <button type="button" disabled={!player || busy} onClick={table}>
          Open a table
        </button>
        {!player && <span className="hint">Sign in to play.</span>}
      </div>
    </section>
  );
}
