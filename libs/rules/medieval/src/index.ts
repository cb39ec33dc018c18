export { medieval } from './ruleset';
export type { MedievalCommand } from './commands';
export type { MedievalEvent } from './event-types';
export type { MedievalOptions } from './options';
export type { MedievalState, AreaState, EmpireState, EndeavourKind } from './state';
export type { MedievalView } from './view';
