export { riskEmpires, riskEmpiresVersions } from './ruleset';
export { RULINGS_1_0 as RISK_RULINGS_1_0, RULINGS_1_1 as RISK_RULINGS_1_1, type RiskRulings } from './rulings';
export { benchRiskEmpires, type BenchOptions } from './bench';
export type { RiskCommand } from './commands';
export type { RiskEvent } from './events';
export { defaultOptions, type RiskOptions, type SetupMode } from './options';
export type {
  RiskState,
  Phase,
  SeatStep,
  Battle,
  AttackTurn,
  Occupation,
  Offer,
  TradeStep,
  Nuke,
  EndReason,
} from './state';
export { openAttack } from './state';
export type { RiskView } from './view';
export { territoryIndex } from './data/geo';
export { ADJACENT, CONTINENTS, CONTINENT_OF, TERRITORY_IDS, TERRITORY_NAMES } from './data/map';
export { DISASTER_NAMES, DISASTER_OF, GOODS_VALUE, IS_KING } from './data/goods';
export { cardName as empireCardName, code as empireCardCode } from './data/empire';
