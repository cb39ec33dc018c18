import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  readonly data?: T;
  readonly error?: string;
  readonly loading: boolean;
  reload(): void;
}

/** Data the page asks the API for, asked again when `deps` change or on `reload()`. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error: messageOf(error), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
