export * from './command-envelope';
export * from './command-processor';
export * from './game-repository';
export * from './secrets';
export * from './stored-result';
export * from './timeout-command';
