import type { MedievalCommand, MedievalEvent, MedievalView } from '@empires/rules-medieval';
import type { RiskCommand, RiskEvent, RiskView } from '@empires/rules-risk-empires';
import type { WarlordsCommand, WarlordsEvent, WarlordsView } from '@empires/rules-warlords';

/**
 * The shapes of each shipped ruleset's commands, events and views, as its schemas declare them
 * (`/schemas/<ruleset>/*.schema.json`): the `JSON` fields of the API, typed.
 */
export interface RulesetTypes {
  'risk-empires': { command: RiskCommand; event: RiskEvent; view: RiskView };
  warlords: { command: WarlordsCommand; event: WarlordsEvent; view: WarlordsView };
  medieval: { command: MedievalCommand; event: MedievalEvent; view: MedievalView };
}

export type CommandOf<R extends keyof RulesetTypes> = RulesetTypes[R]['command'];
export type ViewOf<R extends keyof RulesetTypes> = RulesetTypes[R]['view'];
export type EventOf<R extends keyof RulesetTypes> = RulesetTypes[R]['event'];
