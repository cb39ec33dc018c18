import { verifyGame, type Verification, type VerifiableEvent } from '@empires/client';
import { useState } from 'react';
import { useApi } from '../api';
import { messageOf } from '../use-load';

/** Events from an export: one JSON event a line, or a JSON array. */
function parseExport(text: string): VerifiableEvent[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as VerifiableEvent[];
  return trimmed
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as VerifiableEvent);
}

/** What a check of one source came to: its verification, or why it could not be run. */
type Outcome = { readonly source: string } & ({ readonly verification: Verification } | { readonly error: string });

function verdictOf(result: Outcome): { readonly ok: boolean; readonly text: string } {
  if ('error' in result) return { ok: false, text: `Could not verify ${result.source}: ${result.error}` };
  const v = result.verification;
  return v.ok
    ? {
        ok: true,
        text: `Every roll matches: ${v.decisions} decisions of ${result.source} re-run from the revealed seed, whose hash was published at the start.`,
      }
    : { ok: false, text: `Mismatch in ${result.source}: ${v.problems.slice(0, 3).join('; ')}` };
}

/**
 * Provably fair dice: re-runs the finished game from its revealed seed with the SDK's
 * `verifyGame()` (here, in the page) and says whether every roll matches; or the same for an export.
 */
export function Verify({ gameId }: { gameId: string }) {
  const { client } = useApi();
  const [result, setResult] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const run = async (source: string, events: () => Promise<VerifiableEvent[]>) => {
    setBusy(true);
    try {
      setResult({ verification: await verifyGame(await events(), client.registry), source });
    } catch (e) {
      setResult({ error: messageOf(e), source });
    } finally {
      setBusy(false);
    }
  };

  const verdict = result && verdictOf(result);
  return (
    <section className="panel verify" aria-label="Verify dice">
      <h2>Fair dice</h2>
      <button type="button" disabled={busy} onClick={() => run('this game', () => client.allEvents(gameId))}>
        Verify dice
      </button>{' '}
      <label className="file">
        or an export:{' '}
        <input
          type="file"
          accept=".ndjson,.json,.jsonl"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void run(file.name, async () => parseExport(await file.text()));
          }}
        />
      </label>
      {verdict && (
        <p
          className={`verdict ${verdict.ok ? 'match' : 'mismatch'}`}
          role="status"
          data-verdict={verdict.ok ? 'match' : 'mismatch'}
        >
          {verdict.text}
        </p>
      )}
    </section>
  );
}
