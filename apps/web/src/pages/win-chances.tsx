import type { AnalysisFieldsFragment } from '@empires/client';
import type { Names } from '../board/adapter';
import { linear, rounded } from '../ratings/scale';
import { useWidth } from '../ratings/use-width';

const HEIGHT = 220;
const M = { top: 12, right: 16, bottom: 40, left: 44 };
const percent = (p: number) => `${Math.round(p * 100)} %`;

/**
 * Each seat's chance to win after every turn, a line per seat in its colour, with a ring on the
 * turns that cost their mover the most; listed below, each shows the game as it stood after it.
 */
export function WinChancesChart({
  analysis,
  names,
  colours,
  onSeek,
}: {
  analysis: AnalysisFieldsFragment;
  names: Names;
  colours: readonly string[];
  onSeek: (seq: number) => void;
}) {
  const { ref, width } = useWidth<HTMLElement>(320);
  const { points, costly } = analysis;
  const seats = points[0]?.chances.length ?? 0;
  const x = linear([0, Math.max(1, points.length - 1)], [M.left, width - M.right]);
  const y = linear([0, 1], [HEIGHT - M.bottom, M.top]);
  const at = new Map(points.map((p, i) => [p.seq, i]));
  const line = (seat: number) => points.map((p, i) => `${x(i)},${y(p.chances[seat])}`).join(' ');
  const summary =
    `Chances to win after each of ${points.length - 1} turns. ` +
    costly.map((c) => `${names.seat(c.seat)}'s turn ${c.turn}: ${percent(c.before)} to ${percent(c.after)}`).join('; ');
  return (
    <figure className="win-chances" ref={ref}>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        <g className="grid">
          {[0, 0.5, 1].map((t) => (
            <g key={t}>
              <line x1={M.left} x2={width - M.right} y1={y(t)} y2={y(t)} />
              <text x={M.left - 6} y={y(t)} className="tick-y">
                {percent(t)}
              </text>
            </g>
          ))}
          <text x={(M.left + width - M.right) / 2} y={HEIGHT - 8} className="axis-label">
            Turn
          </text>
        </g>
        {Array.from({ length: seats }, (_, seat) => (
          <polyline key={seat} points={line(seat)} stroke={colours[seat % colours.length]} data-seat={seat} />
        ))}
        {costly.map((c) => (
          <circle
            key={c.seq}
            className="costly"
            cx={x(at.get(c.seq) ?? 0)}
            cy={y(c.after)}
            r={6}
            stroke={colours[c.seat % colours.length]}
          />
        ))}
      </svg>
      {costly.length > 0 && (
        <ol className="costly-turns" aria-label="Costly turns">
          {costly.map((c) => (
            <li key={c.seq}>
              <button type="button" data-seq={c.seq} onClick={() => onSeek(c.seq)}>
                {names.seat(c.seat)}, turn {c.turn}: {percent(c.before)} → {percent(c.after)}
              </button>
            </li>
          ))}
        </ol>
      )}
      <figcaption>
        {seats > 0 &&
          Array.from({ length: seats }, (_, seat) => (
            <span key={seat} className="key" style={{ borderColor: colours[seat % colours.length] }}>
              {names.seat(seat)}
            </span>
          ))}
        <span className="cost">
          {' '}
          {analysis.playouts} playouts, {rounded(analysis.millis / 1000)} s
        </span>
      </figcaption>
    </figure>
  );
}
