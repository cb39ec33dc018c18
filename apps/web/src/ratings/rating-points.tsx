import type { RatingHistoryQuery } from '@empires/client';
import { Link } from '../router';
import { rounded } from './scale';

type Point = RatingHistoryQuery['ratingHistory'][number];

/** The chart's points as a table: the game, the place in it and the rating it left. */
export function RatingPoints({ points, ruleset }: { points: readonly Point[]; ruleset: string }) {
  return (
    <details className="rating-points">
      <summary>The {points.length} rated games as a table</summary>
      <div className="scroll">
        <table>
          <caption className="visually-hidden">Rating after each rated {ruleset} game</caption>
          <thead>
            <tr>
              <th scope="col" className="number">
                #
              </th>
              <th scope="col">Game</th>
              <th scope="col" className="number">
                Place
              </th>
              <th scope="col" className="number">
                Rating
              </th>
              <th scope="col" className="number">
                Mean
              </th>
              <th scope="col" className="number">
                σ
              </th>
              <th scope="col">Rated</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={p.gameId} data-game={p.gameId}>
                <td className="number">{i + 1}</td>
                <td>
                  <Link href={`/games/${p.gameId}`}>{p.gameId}</Link>
                </td>
                <td className="number">{p.rank}</td>
                <td className="number rating">{rounded(p.ordinal)}</td>
                <td className="number">{rounded(p.mu)}</td>
                <td className="number">{rounded(p.sigma)}</td>
                <td>{new Date(p.ratedAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
