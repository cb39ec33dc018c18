import type { RatingHistoryQuery } from '@empires/client';
import { Link } from '../router';
import { RatingCells, RatingHeads } from './rating-cells';
import { NumberHead } from '../number-head';

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
              <NumberHead>#</NumberHead>
              <th scope="col">Game</th>
              <NumberHead>Place</NumberHead>
              <RatingHeads />
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
                <RatingCells rating={p} />
                <td>{new Date(p.ratedAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
