import type { ReactNode } from 'react';

/** Screens beyond the lobby, games and tables: tournaments and ratings. */
export const routes: readonly { readonly path: string; render(params: Record<string, string>): ReactNode }[] = [];
