import type { ReactNode } from 'react';
import { rounded } from './scale';
import { NumberHead } from '../number-head';

/** The headings of a rating's three numbers, as every ratings table shows them. */
export function RatingHeads() {
  return (
    <>
      <NumberHead>Rating</NumberHead>
      <NumberHead>Mean</NumberHead>
      <NumberHead>σ</NumberHead>
    </>
  );
}

/** A rating's three numbers: the rating (mean − 3σ), the mean and σ. */
export function RatingCells({ rating }: { rating: { ordinal: number; mu: number; sigma: number } }) {
  return (
    <>
      <td className="number rating">{rounded(rating.ordinal)}</td>
      <td className="number">{rounded(rating.mu)}</td>
      <td className="number">{rounded(rating.sigma)}</td>
    </>
  );
}

/** The headings of a ratings table's row: what is rated, the three numbers, the games played. */
export function RatingRowHeads({ label }: { label: string }) {
  return (
    <>
      <th scope="col">{label}</th>
      <RatingHeads />
      <NumberHead>Games</NumberHead>
    </>
  );
}

type RowRating = { ordinal: number; mu: number; sigma: number; games: number; provisional: boolean };

/** A ratings table's row: what is rated (the children), marked when provisional, its numbers and games. */
export function RatingRowCells({ rating, children }: { rating: RowRating; children: ReactNode }) {
  return (
    <>
      <td>
        {children}
        {rating.provisional && <small> provisional</small>}
      </td>
      <RatingCells rating={rating} />
      <td className="number">{rating.games}</td>
    </>
  );
}
