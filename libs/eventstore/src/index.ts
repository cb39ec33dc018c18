export * from './database';
export * from './envelope';
export * from './event-store';
export * from './global-reader';
export * from './migrations/1732300000000-event-store';
export * from './outbox-relay';
export * from './types';
export * from './batching-appender';
