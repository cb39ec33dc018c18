export { medieval, medievalVersions } from './ruleset';
export {
  RULINGS_1_0 as MEDIEVAL_RULINGS_1_0,
  RULINGS_1_1 as MEDIEVAL_RULINGS_1_1,
  type MedievalRulings,
} from './rulings';
export type { MedievalCommand } from './commands';
export type { MedievalEvent } from './event-types';
export type { MedievalOptions } from './options';
export type { MedievalState, AreaState, EmpireState, EndeavourKind } from './state';
export type { MedievalView } from './view';
export { benchMedieval, type BenchOptions } from './bench';
export {
  playRandomGame,
  randomPolicy,
  type PlayedCommand,
  type RandomGame,
  type RandomGameSpec,
  type SeatPolicy,
} from './play/random-game';
export { claimBreach } from './play/checks';
export { brokenAfter, playForStats, seatEmpiresOf, type GameStats, type RoundChange } from './play/game-stats';
export { summarize, summaryMarkdown, type Summary, type EmpireFigures, type ChangeFigures } from './play/report';
export { calibrateHandicaps, type EmpireCalibration } from './play/calibration';
export {
  claimingDiplomacy,
  courtDiplomacy,
  independentEndeavour,
  ownedBy,
  rebellionValue,
  safeLevy,
  seatScores,
  victoryPoints,
  type CourtAdvice,
  type EndeavourAdvice,
} from './play/advice';
export { DESIGN_HANDICAPS, HANDICAPS, handicapOf } from './rules/handicaps';
export { determinize } from './determinize';
