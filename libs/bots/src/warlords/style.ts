/** The heuristic's thresholds, in one place so that search can try its moves under other tempers. */
export interface Style {
  /** Least chance of winning a battle worth starting (against a capital, which ends an empire, 0.1 less). */
  readonly attackBar: number;
  /** Regiments from which a general marches on the enemy capital rather than waiting for reinforcements. */
  readonly marchAt: number;
  /** Whether generals that do not march lay supply lines behind them as they leave the network. */
  readonly lay: boolean;
  /** Steps from the home capital within which an enemy army calls the generals home. */
  readonly alarm: number;
}

export const STYLE: Style = { attackBar: 0.6, marchAt: 14, lay: true, alarm: 5 };
