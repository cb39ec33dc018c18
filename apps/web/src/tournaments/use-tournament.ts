import type { TournamentFieldsFragment } from '@empires/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api';
import { messageOf } from '../use-load';

export type Tournament = TournamentFieldsFragment;

export interface LiveTournament {
  readonly tournament?: Tournament;
  readonly error?: string;
  /** Runs an organizer's or entrant's mutation and shows the tournament it answers with. */
  act(what: () => Promise<Tournament>): Promise<void>;
}

/**
 * A tournament kept current: fetched again on each update the server announces. Answers are
 * numbered so that a slow answer to an older fetch never overwrites a newer one.
 */
export function useTournament(id: string): LiveTournament {
  const { client, player } = useApi();
  const [tournament, setTournament] = useState<Tournament>();
  const [error, setError] = useState<string>();
  const asked = useRef(0);

  const show = useCallback(async (fetch: () => Promise<Tournament>) => {
    const ask = ++asked.current;
    try {
      const fresh = await fetch();
      if (ask === asked.current) {
        setTournament(fresh);
        setError(undefined);
      }
    } catch (e) {
      if (ask === asked.current) setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    if (!player) return;
    const refetch = () => void show(() => client.tournaments.get(id));
    refetch();
    return client.tournaments.onUpdate(id, refetch, (e) => setError(messageOf(e)));
  }, [client, player, id, show]);

  return { tournament, error, act: show };
}
