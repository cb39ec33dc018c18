export * from './commands';
export * from './decide-game';
export * from './decided';
export * from './evolve-game';
export * from './game-stream';
export * from './seats';
export * from './verify';
export * from './canonical';
