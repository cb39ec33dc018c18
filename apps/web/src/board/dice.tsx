import type { DiceRoll } from './adapter';

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ],
  5: [
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 1],
    [3, 3],
  ],
  6: [
    [1, 1],
    [1, 2],
    [1, 3],
    [3, 1],
    [3, 2],
    [3, 3],
  ],
};

/** One die: pips for a d6, the number for any other. */
function Die({ face, sides }: { face: number; sides: number }) {
  return (
    <svg className="die" viewBox="0 0 32 32" role="img" aria-label={`d${sides} showing ${face}`} data-face={face}>
      <rect x="1" y="1" width="30" height="30" rx="6" />
      {sides === 6 && PIPS[face] ? (
        PIPS[face].map(([r, c]) => <circle key={`${r}${c}`} cx={c * 8} cy={r * 8} r="2.8" />)
      ) : (
        <text x="16" y="21">
          {face}
        </text>
      )}
    </svg>
  );
}

export function Dice({ rolls }: { rolls: readonly DiceRoll[] }) {
  return (
    <span className="dice">
      {rolls.map((roll, i) => (
        <span key={i} className="roll">
          <span className="who">{roll.label}</span>
          {roll.faces.map((face, j) => (
            <Die key={j} face={face} sides={roll.sides} />
          ))}
        </span>
      ))}
    </span>
  );
}
