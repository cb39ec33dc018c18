/**
 * The thresholds of the rules of thumb, gathered so that search can try the heuristic's moves
 * under other tempers (bolder, more careful, thriftier) as candidates. `STYLE` is the heuristic.
 */
export interface Style {
  /** The least chance worth rolling for a plain territory; the bar falls by `barSlope` per point of worth. */
  readonly barBase: number;
  readonly barSlope: number;
  /** Share of the armies a rival elsewhere could turn on an attacker's territory that stays home. */
  readonly reserve: number;
  /** Armies a threatened continent border or city wants, per army that could strike it. */
  readonly wall: number;
  /** Share of the threat to the territory attacked from that stays behind after a conquest. */
  readonly occupyKeep: number;
  /** The least rank, power and credit per point of hand spent worth buying an Empire Card for. */
  readonly buyAt: number;
  /** Cities built at most (the rules allow five). */
  readonly cities: number;
}

export const STYLE: Style = {
  barBase: 0.82,
  barSlope: 0.06,
  reserve: 0.6,
  wall: 1.1,
  occupyKeep: 0.8,
  buyAt: 0.8,
  cities: 5,
};
