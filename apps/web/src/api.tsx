import { EmpiresClient, type SessionFieldsFragment } from '@empires/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

const SESSION_KEY = 'empires.session';

export interface Api {
  /** The client acting as the signed-in player, or an anonymous one (to watch). */
  readonly client: EmpiresClient;
  readonly player?: { readonly id: string; readonly name: string; readonly guest: boolean };
  /** A guest by name; with a password, an account (`create`: a new one). */
  signIn(name: string, password?: string, create?: boolean): Promise<void>;
  signOut(): void;
}

const ApiContext = createContext<Api | undefined>(undefined);

/** The session is kept in this browser, and again each time the SDK refreshes it. */
const keep = (session: SessionFieldsFragment) => window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
const options = { url: window.location.origin, onSession: keep };

/** The SDK client for the page: a session kept in local storage signs the player in again on reload. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ client: EmpiresClient; player?: Api['player'] }>(() => ({
    client: new EmpiresClient(options),
  }));

  useEffect(() => {
    const kept = window.localStorage.getItem(SESSION_KEY);
    if (!kept) return;
    const client = EmpiresClient.withSession(JSON.parse(kept) as SessionFieldsFragment, options);
    client
      .me()
      .then((player) => setState({ client, player }))
      .catch(() => window.localStorage.removeItem(SESSION_KEY));
  }, []);

  // The new session is kept by `onSession`, as each refreshed one is.
  const signIn = useCallback(async (name: string, password?: string, create = false) => {
    const client = !password
      ? await EmpiresClient.register(name, options)
      : create
        ? await EmpiresClient.signUp(name, password, options)
        : await EmpiresClient.signIn(name, password, options);
    const player = await client.me();
    setState({ client, player });
  }, []);

  const signOut = useCallback(() => {
    window.localStorage.removeItem(SESSION_KEY);
    setState((s) => {
      void s.client.signOut().catch(() => undefined);
      void s.client.close();
      return { client: new EmpiresClient(options) };
    });
  }, []);

  const api = useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
