export * from './batching-publisher';
export * from './command-client';
export * from './consume';
export * from './kafka';
export * from './publish';
export * from './reply-listener';
export * from './tail';
export * from './topics-admin';
