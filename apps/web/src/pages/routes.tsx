import type { ReactNode } from 'react';
import { PlayerPage } from '../ratings/player-page';
import { RatingsPage } from '../ratings/ratings-page';
import { TournamentPage } from '../tournaments/tournament-page';
import { TournamentsPage } from '../tournaments/tournaments-page';
import { GamePage } from './game';
import { LobbyPage } from './lobby';
import { TablePage } from './table';

/** Every screen and its address: a game at a seq is `/games/<id>?seq=N`, a tournament's round `?round=N`. */
export const routes: readonly { readonly path: string; render(params: Record<string, string>): ReactNode }[] = [
  { path: '', render: () => <LobbyPage /> },
  { path: '/games/:id', render: ({ id }) => <GamePage key={id} id={id} /> },
  { path: '/tables/:id', render: ({ id }) => <TablePage key={id} id={id} /> },
  { path: '/tournaments', render: () => <TournamentsPage /> },
  { path: '/tournaments/:id', render: ({ id }) => <TournamentPage key={id} id={id} /> },
  { path: '/ratings', render: () => <RatingsPage /> },
  { path: '/players/:id', render: ({ id }) => <PlayerPage key={id} id={id} /> },
];
