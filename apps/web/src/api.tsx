import { EmpiresClient, MeDocument } from '@empires/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

const TOKEN_KEY = 'empires.token';
const server = { url: window.location.origin };

export interface Api {
  /** The client acting as the signed-in player, or an anonymous one (to watch). */
  readonly client: EmpiresClient;
  readonly player?: { readonly id: string; readonly name: string };
  signIn(name: string): Promise<void>;
  signOut(): void;
}

const ApiContext = createContext<Api | undefined>(undefined);

/** The SDK client for the page: a token kept in local storage signs the player in again on reload. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ client: EmpiresClient; player?: Api['player'] }>(() => ({
    client: new EmpiresClient(server),
  }));

  useEffect(() => {
    const token = window.localStorage.getItem(TOKEN_KEY);
    if (!token) return;
    EmpiresClient.withToken(token, server)
      .then(async (client) => setState({ client, player: (await client.transport.request(MeDocument)).me }))
      .catch(() => window.localStorage.removeItem(TOKEN_KEY));
  }, []);

  const signIn = useCallback(async (name: string) => {
    const client = await EmpiresClient.register(name, server);
    window.localStorage.setItem(TOKEN_KEY, client.token!);
    setState({ client, player: { id: client.playerId!, name } });
  }, []);

  const signOut = useCallback(() => {
    window.localStorage.removeItem(TOKEN_KEY);
    setState((s) => {
      void s.client.close();
      return { client: new EmpiresClient(server) };
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
