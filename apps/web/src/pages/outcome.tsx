import type { GameQuery } from '@empires/client';
import type { Names } from '../board/adapter';

/** The result: places, scores, and who forfeited on time or was played out by a stand-in. */
export function Outcome({ outcome, names }: { outcome: NonNullable<GameQuery['game']['outcome']>; names: Names }) {
  const order = outcome.ranks.map((rank, seat) => ({ rank, seat })).sort((a, b) => a.rank - b.rank);
  return (
    <section className="panel outcome" aria-label="Outcome">
      <h2>Outcome</h2>
      <p>{outcome.reason}</p>
      <ol className="places">
        {order.map(({ rank, seat }) => (
          <li key={seat} data-seat={seat} data-rank={rank}>
            <span className="place">{rank}.</span> {names.seat(seat)}
            {outcome.scores ? ` (${outcome.scores[seat]})` : ''}
            {outcome.forfeited?.includes(seat) ? ', forfeited on time' : ''}
            {outcome.standIns?.includes(seat) ? ', played out by a stand-in' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
