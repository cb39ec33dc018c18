import type { ReactNode } from 'react';
import { PlayerPage } from '../ratings/player-page';
import { RatingsPage } from '../ratings/ratings-page';
import { TournamentPage } from '../tournaments/tournament-page';
import { TournamentsPage } from '../tournaments/tournaments-page';

/** Screens beyond the lobby, games and tables: tournaments and ratings. */
export const routes: readonly { readonly path: string; render(params: Record<string, string>): ReactNode }[] = [
  { path: '/tournaments', render: () => <TournamentsPage /> },
  { path: '/tournaments/:id', render: ({ id }) => <TournamentPage key={id} id={id} /> },
  { path: '/ratings', render: () => <RatingsPage /> },
  { path: '/players/:id', render: ({ id }) => <PlayerPage key={id} id={id} /> },
];
