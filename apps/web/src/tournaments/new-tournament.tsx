import type { AdvanceMode, RulesetsQuery, TournamentFormat } from '@empires/client';
import { useEffect, useState, type FormEvent } from 'react';
import { useApi } from '../api';
import { OptionsForm } from '../lobby/options-form';
import { navigate } from '../router';
import { messageOf } from '../use-load';
import { FORMAT_NAMES } from './words';
import { RulesetSelect } from '../ruleset-select';

type Ruleset = RulesetsQuery['rulesets'][number];

const FORMATS = Object.keys(FORMAT_NAMES) as TournamentFormat[];
/** A number field left empty: the server's default. */
const optional = (value: string) => (value === '' ? undefined : Number(value));

/** The organizer's form: a tournament of one ruleset with its options, paired in one format. */
export function NewTournament({ rulesets }: { rulesets: readonly Ruleset[] }) {
  const { client } = useApi();
  const [name, setName] = useState('');
  const [rulesetId, setRulesetId] = useState(rulesets[0]?.id ?? '');
  const ruleset = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const [format, setFormat] = useState<TournamentFormat>('SWISS');
  const [rounds, setRounds] = useState('');
  const [tableSize, setTableSize] = useState('4');
  const [maxEntrants, setMaxEntrants] = useState('');
  const [roundLimit, setRoundLimit] = useState('');
  const [advance, setAdvance] = useState<AdvanceMode>('AUTO');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setOptions({}), [ruleset?.id]);
  if (!ruleset) return null;

  const pods = format === 'PODS';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const created = await client.tournaments.create({
        name: name.trim(),
        ruleset: ruleset.id,
        format,
        advance,
        options,
        rounds: format === 'SWISS' || pods ? optional(rounds) : undefined,
        tableSize: pods ? optional(tableSize) : undefined,
        maxEntrants: optional(maxEntrants),
        roundLimit: optional(roundLimit),
      });
      navigate(`/tournaments/${created.id}`);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="new-tournament">
      <h2 id="new-tournament">Organize a tournament</h2>
      <form className="tournament-form" onSubmit={submit}>
        <div className="fields">
          <label htmlFor="tournament-name">Name</label>
          <input id="tournament-name" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
          <label htmlFor="tournament-ruleset">Ruleset</label>
          <RulesetSelect id="tournament-ruleset" rulesets={rulesets} value={ruleset.id} choose={setRulesetId} />
          <label htmlFor="tournament-format">Format</label>
          <select id="tournament-format" value={format} onChange={(e) => setFormat(e.target.value as TournamentFormat)}>
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_NAMES[f]}
              </option>
            ))}
          </select>
          {(format === 'SWISS' || pods) && (
            <>
              <label htmlFor="tournament-rounds">Rounds</label>
              <input
                id="tournament-rounds"
                type="number"
                min={1}
                placeholder={pods ? '3' : 'by entrants'}
                value={rounds}
                onChange={(e) => setRounds(e.target.value)}
              />
            </>
          )}
          {pods && (
            <>
              <label htmlFor="tournament-table-size">Seats a table</label>
              <input
                id="tournament-table-size"
                type="number"
                min={Math.max(3, ruleset.minSeats)}
                max={Math.min(6, ruleset.maxSeats)}
                value={tableSize}
                onChange={(e) => setTableSize(e.target.value)}
              />
            </>
          )}
          <label htmlFor="tournament-max">Most entrants</label>
          <input
            id="tournament-max"
            type="number"
            min={2}
            placeholder="256"
            value={maxEntrants}
            onChange={(e) => setMaxEntrants(e.target.value)}
          />
          <label htmlFor="tournament-round-limit">Game round limit</label>
          <input
            id="tournament-round-limit"
            type="number"
            min={1}
            placeholder="none"
            aria-describedby="tournament-round-limit-help"
            value={roundLimit}
            onChange={(e) => setRoundLimit(e.target.value)}
          />
          <p className="description" id="tournament-round-limit-help">
            For rulesets that count rounds: a game still running then ends by its scoring.
          </p>
          <label htmlFor="tournament-advance">Next round</label>
          <select id="tournament-advance" value={advance} onChange={(e) => setAdvance(e.target.value as AdvanceMode)}>
            <option value="AUTO">as soon as a round ends</option>
            <option value="MANUAL">when I advance it</option>
          </select>
        </div>
        <OptionsForm options={ruleset.options} values={options} onChange={setOptions} />
        {error && <p role="alert">{error}</p>}
        <div className="row">
          <button type="submit" disabled={busy}>
            Create tournament
          </button>
        </div>
      </form>
    </section>
  );
}
