import type { GameFieldsFragment } from '@empires/client';
import { Link } from '../router';
import { botLabel } from './bot-levels';

/** Games as links: ruleset, status, seats and, when over, the result. */
export function GameList({ games, empty }: { games: readonly GameFieldsFragment[]; empty: string }) {
  if (games.length === 0) return <p className="hint">{empty}</p>;
  return (
    <ul className="games">
      {games.map((g) => (
        <li key={g.id}>
          <Link href={`/games/${g.id}`}>{g.ruleset}</Link>{' '}
          <span className={`tag ${g.status.toLowerCase()}`}>{g.status.toLowerCase()}</span>{' '}
          {g.seats.map((s) => (s.kind === 'BOT' ? `bot (${botLabel(s)})` : s.kind.toLowerCase())).join(', ')}{' '}
          <small>{new Date(g.createdAt).toLocaleString()}</small>
        </li>
      ))}
    </ul>
  );
}
