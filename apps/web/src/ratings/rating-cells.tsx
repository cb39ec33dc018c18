import { rounded } from './scale';

/** The headings of a rating's three numbers, as every ratings table shows them. */
export function RatingHeads() {
  return (
    <>
      <th scope="col" className="number">
        Rating
      </th>
      <th scope="col" className="number">
        Mean
      </th>
      <th scope="col" className="number">
        σ
      </th>
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
