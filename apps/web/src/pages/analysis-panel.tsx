import type { AnalysisFieldsFragment } from '@empires/client';
import { useEffect, useState } from 'react';
import { useApi } from '../api';
import type { Names } from '../board/adapter';
import { messageOf } from '../use-load';
import { WinChancesChart } from './win-chances';

/** A finished game's analysis: the one kept, or a button that asks the server to make it. */
export function AnalysisPanel({
  gameId,
  names,
  colours,
  onSeek,
}: {
  gameId: string;
  names: Names;
  colours: readonly string[];
  onSeek: (seq: number) => void;
}) {
  const { client } = useApi();
  const [analysis, setAnalysis] = useState<AnalysisFieldsFragment | null>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    client.gameAnalysis(gameId).then(setAnalysis, (e: unknown) => setError(messageOf(e)));
  }, [client, gameId]);

  const analyse = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setAnalysis(await client.analyzeGame(gameId));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel analysis" aria-label="Analysis">
      <h2>Chances to win</h2>
      {analysis ? (
        <WinChancesChart analysis={analysis} names={names} colours={colours} onSeek={onSeek} />
      ) : (
        analysis === null && (
          <button type="button" disabled={busy} onClick={() => void analyse()}>
            {busy ? 'Analysing… (a few seconds)' : 'Analyse the game'}
          </button>
        )
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
