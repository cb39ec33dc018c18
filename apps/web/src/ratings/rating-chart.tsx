import type { RatingHistoryQuery } from '@empires/client';
import { gameTicks, linear, niceTicks, rounded } from './scale';
import { useWidth } from './use-width';

type Point = RatingHistoryQuery['ratingHistory'][number];

const HEIGHT = 260;
const M = { top: 16, right: 16, bottom: 44, left: 52 };

/**
 * The rating (mu - 3 sigma) after each rated game, as a line over game numbers, with the mean skill
 * dashed above it: the gap between them is the uncertainty that shrinks as games are played.
 */
export function RatingChart({
  points,
  ruleset,
  player,
}: {
  points: readonly Point[];
  ruleset: string;
  player: string;
}) {
  const { ref, width } = useWidth<HTMLElement>(640);
  const values = points.flatMap((p) => [p.ordinal, p.mu]);
  const { ticks: yTicks, domain } = niceTicks(Math.min(...values), Math.max(...values));
  const x = linear([1, Math.max(2, points.length)], [M.left + 12, width - M.right - 12]);
  const most = Math.max(2, Math.floor((width - M.left - M.right) / 40));
  const y = linear(domain, [HEIGHT - M.bottom, M.top]);
  const line = (key: 'ordinal' | 'mu') => points.map((p, i) => `${x(i + 1)},${y(p[key])}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const best = Math.max(...points.map((p) => p.ordinal));
  const summary =
    `${player}'s ${ruleset} rating over ${points.length} rated ${points.length === 1 ? 'game' : 'games'}: ` +
    `${rounded(first.ordinal)} after the first, ${rounded(last.ordinal)} now, best ${rounded(best)}.`;
  return (
    <figure className="rating-chart" ref={ref}>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        <g className="grid">
          {yTicks.map((t) => (
            <g key={t}>
              <line x1={M.left} x2={width - M.right} y1={y(t)} y2={y(t)} />
              <text x={M.left - 6} y={y(t)} className="tick-y">
                {t}
              </text>
            </g>
          ))}
        </g>
        <g className="axis">
          <line x1={M.left} x2={M.left} y1={M.top} y2={HEIGHT - M.bottom} />
          <line x1={M.left} x2={width - M.right} y1={HEIGHT - M.bottom} y2={HEIGHT - M.bottom} />
          {gameTicks(points.length, most).map((g) => (
            <text key={g} x={x(g)} y={HEIGHT - M.bottom + 16} className="tick-x">
              {g}
            </text>
          ))}
          <text x={(M.left + width - M.right) / 2} y={HEIGHT - 6} className="axis-label">
            Rated game
          </text>
          <text
            x={14}
            y={(M.top + HEIGHT - M.bottom) / 2}
            className="axis-label"
            transform={`rotate(-90 14 ${(M.top + HEIGHT - M.bottom) / 2})`}
          >
            Rating
          </text>
        </g>
        <polyline className="mu" points={line('mu')} />
        <polyline className="ordinal" points={line('ordinal')} />
        {points.map((p, i) => (
          <circle
            key={p.gameId}
            className={`point rank-${p.rank === 1 ? 'won' : 'lost'}`}
            cx={x(i + 1)}
            cy={y(p.ordinal)}
            r={4}
          />
        ))}
      </svg>
      <figcaption className="legend">
        <span className="key ordinal">rating (mean − 3σ)</span> <span className="key mu">mean skill</span>{' '}
        <span className="key won">won</span> <span className="key lost">not first</span>
      </figcaption>
    </figure>
  );
}
