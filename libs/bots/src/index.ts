export * from './catalog';
export * from './mcts/guided';
export * from './mcts/search';
export * from './policy';
export * from './random-policy';
export * from './bot-game';
export * from './shipped';
export * from './simulation/simulate-game';
