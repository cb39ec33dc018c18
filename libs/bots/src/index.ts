export * from './analysis';
export * from './catalog';
export * from './level-offers';
export * from './levels';
export * from './mcts/guided';
export * from './mcts/search';
export * from './policy';
export * from './random-policy';
export * from './bot-game';
export * from './shipped';
export * from './runner/bot-players';
export * from './runner/bot-store';
export * from './runner/database';
export * from './medieval/prospect-fit';
export {
  TWO_SEAT_WEIGHTS,
  prospectWeightsFor,
  PROSPECTS,
  type Prospect,
  type ProspectWeights,
} from './medieval/prospects';
