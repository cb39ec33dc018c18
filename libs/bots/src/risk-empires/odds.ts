/**
 * Classic RISK odds with the seed's dice bonuses (S002 4, Table 4): the chance that `attackers`
 * armies able to roll (the territory's armies less the one that stays) take a territory held by
 * `defenders`, both sides rolling as many dice as they may every time.
 */
export interface Bonuses {
  /** 6 of spades +1, 9 of spades +2 to the attacker's highest die. */
  readonly attackHigh: number;
  /** 3 of spades +1 to the attacker's lowest die. */
  readonly attackLow: number;
  /** A kept city: +1 to the defender's highest die. */
  readonly defendHigh: number;
}

const CAP = 96;
/** Per bonus combination, filled on first use: the chance to win from (attackers, defenders). */
const tables: (Float64Array | undefined)[] = [];
const keyOf = (b: Bonuses): number => (b.attackHigh * 2 + b.attackLow) * 2 + b.defendHigh;

function outcome(a: number[], d: number[], b: Bonuses): number {
  const x = a.slice().sort((p, q) => q - p);
  x[0] += b.attackHigh;
  x[x.length - 1] += b.attackLow;
  x.sort((p, q) => q - p);
  const y = d.slice().sort((p, q) => q - p);
  y[0] += b.defendHigh;
  let defenderLost = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] > y[i]) defenderLost++;
  return defenderLost;
}

function enumerate(n: number): number[][] {
  let all: number[][] = [[]];
  for (let i = 0; i < n; i++) all = all.flatMap((xs) => [1, 2, 3, 4, 5, 6].map((v) => [...xs, v]));
  return all;
}

/** Chance of the defender losing 0, 1 or 2 armies in one roll. */
function rollOdds(b: Bonuses): number[][][] {
  const out: number[][][] = [];
  for (let a = 1; a <= 3; a++) {
    out[a] = [];
    for (let d = 1; d <= 2; d++) {
      const p = [0, 0, 0];
      const atk = enumerate(a);
      const def = enumerate(d);
      for (const x of atk) for (const y of def) p[outcome(x, y, b)]++;
      out[a][d] = p.map((n) => n / (atk.length * def.length));
    }
  }
  return out;
}

function table(b: Bonuses): Float64Array {
  const key = keyOf(b);
  let t = tables[key];
  if (t) return t;
  const odds = rollOdds(b);
  const size = CAP + 1;
  t = new Float64Array(size * size);
  for (let a = 0; a <= CAP; a++) {
    for (let d = 0; d <= CAP; d++) {
      if (d === 0) t[a * size] = 1;
      if (a === 0 || d === 0) continue;
      const ad = Math.min(3, a);
      const dd = Math.min(2, d);
      const pairs = Math.min(ad, dd);
      const p = odds[ad][dd];
      let win = 0;
      for (let dl = 0; dl <= pairs; dl++) {
        const al = pairs - dl;
        if (p[dl] > 0) win += p[dl] * t[Math.max(0, a - al) * size + Math.max(0, d - dl)];
      }
      t[a * size + d] = win;
    }
  }
  tables[key] = t;
  return t;
}

export const NO_BONUSES: Bonuses = { attackHigh: 0, attackLow: 0, defendHigh: 0 };

/** Chance to conquer: a city is read as 3 more defenders with the +1 throughout (a little pessimistic). */
export function conquestOdds(attackers: number, defenders: number, b: Bonuses = NO_BONUSES): number {
  if (defenders <= 0) return 1;
  if (attackers <= 0) return 0;
  const size = CAP + 1;
  // Beyond the table both sides are scaled down together: the odds depend mostly on the ratio.
  const scale = Math.max(attackers, defenders) > CAP ? CAP / Math.max(attackers, defenders) : 1;
  const a = Math.max(1, Math.round(attackers * scale));
  const d = Math.max(1, Math.round(defenders * scale));
  return table(b)[a * size + d];
}
