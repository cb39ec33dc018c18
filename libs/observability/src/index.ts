export * from './metrics/registry';
export * from './metrics/kafka-consumers';
export * from './metrics/engine';
export * from './metrics/history';
export * from './metrics/gateway';
export * from './metrics/matchmaking';
export * from './metrics/bots';
export * from './logging/logger';
