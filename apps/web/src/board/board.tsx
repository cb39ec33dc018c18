import type { BoardDescriptor } from '@empires/rules-kernel';
import type { AreaMark, Badge } from './adapter';

export interface BoardProps {
  readonly board: BoardDescriptor;
  readonly marks: readonly AreaMark[];
  readonly colours: readonly string[];
  /** Areas some legal action names: drawn as choices, reachable by keyboard. */
  readonly active: ReadonlySet<number>;
  readonly selected?: number;
  onSelect(index: number): void;
}

const NEUTRAL = '#8c8c8c';
const NOBODY = '#e8e4da';

/**
 * The board in SVG, from the descriptor alone: each area's outline (or a circle at its position),
 * filled with its holder's colour, its label and badges at its anchor, and borders that cross no
 * outline (sea lanes, wrapping edges) as dashed lines.
 */
export function Board({ board, marks, colours, active, selected, onSelect }: BoardProps) {
  const byId = new Map(board.areas.map((a) => [a.id, a]));
  const lanes = board.borders.filter((b) => (b.kind === 'sea' || b.kind === 'strait') && !b.wraps);
  const box = boxOf(board);
  return (
    <svg
      className="board"
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      role="group"
      aria-label={board.name}
    >
      <rect x={box.x} y={box.y} width={box.width} height={box.height} className="sea" />
      {lanes.map((b) => {
        const [a, c] = b.areas.map((id) => byId.get(id)?.position);
        // Every border joins areas of its board (the descriptor's checks): this only satisfies the type.
        if (!a || !c) return null;
        return <line key={b.areas.join('-')} x1={a.x} y1={a.y} x2={c.x} y2={c.y} className="lane" />;
      })}
      {board.areas.map((area) => {
        const mark = marks[area.index] ?? {};
        const fill =
          mark.owner === undefined ? NOBODY : mark.owner < 0 ? NEUTRAL : colours[mark.owner % colours.length];
        const choice = active.has(area.index);
        const label = `${area.name}${mark.note ? `: ${mark.note}` : ''}`;
        return (
          <g
            key={area.id}
            className={`area${choice ? ' choice' : ''}${selected === area.index ? ' selected' : ''}`}
            data-area={area.index}
            data-owner={mark.owner ?? ''}
            data-label={mark.label ?? ''}
            role={choice ? 'button' : 'img'}
            tabIndex={choice ? 0 : undefined}
            aria-label={label}
            aria-pressed={choice ? selected === area.index : undefined}
            onClick={() => choice && onSelect(area.index)}
            onKeyDown={(e) => {
              if (choice && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                onSelect(area.index);
              }
            }}
          >
            <title>{label}</title>
            {area.outline ? (
              <polygon points={area.outline.map((p) => p.join(',')).join(' ')} fill={fill} />
            ) : (
              <circle cx={area.position.x} cy={area.position.y} r={14} fill={fill} />
            )}
            {mark.label !== undefined && (
              <text x={area.position.x} y={area.position.y + 4} className="label">
                {mark.label}
              </text>
            )}
            {mark.badges?.map((badge, i, badges) => (
              <Piece
                key={i}
                badge={badge}
                x={area.position.x - ((badges.length - 1) * 9) / 2 + i * 9}
                y={area.position.y - 13}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The part of the frame the areas use, with a margin: a board that fills a corner of its frame
 * (warlords' hexes in a 1000 × 640 frame) is drawn as large as the page allows.
 */
function boxOf(board: BoardDescriptor) {
  const points = board.areas.flatMap((a) => [[a.position.x, a.position.y], ...(a.outline ?? [])]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const margin = 20;
  const x = Math.max(0, Math.min(...xs) - margin);
  const y = Math.max(0, Math.min(...ys) - margin);
  if (points.length === 0) return { x: 0, y: 0, width: board.frame.width, height: board.frame.height };
  return {
    x,
    y,
    width: Math.min(board.frame.width, Math.max(...xs) + margin) - x,
    height: Math.min(board.frame.height, Math.max(...ys) + margin) - y,
  };
}

/** A piece drawn small above an area's label. */
function Piece({ badge, x, y }: { badge: Badge; x: number; y: number }) {
  const shapes: Record<Badge['shape'], string> = {
    city: `M${x - 4},${y + 3} v-5 l4,-3 l4,3 v5 z`,
    castle: `M${x - 4},${y + 3} v-7 h2 v2 h1 v-2 h2 v2 h1 v-2 h2 v7 z`,
    general: `M${x},${y - 4} l1.2,2.6 l2.8,0.3 l-2.1,1.9 l0.6,2.8 l-2.5,-1.4 l-2.5,1.4 l0.6,-2.8 l-2.1,-1.9 l2.8,-0.3 z`,
    hidden: `M${x - 3.5},${y - 3.5} h7 v7 h-7 z`,
    flag: `M${x - 3},${y + 4} v-8 l6,2 l-6,2`,
    alert: `M${x},${y - 4} l4.5,8 h-9 z`,
  };
  return (
    <path d={shapes[badge.shape]} className={`piece ${badge.shape}`}>
      <title>{badge.text}</title>
    </path>
  );
}
