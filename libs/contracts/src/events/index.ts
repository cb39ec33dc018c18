export * from './game-lifecycle';
export * from './upcast';
export * from './deep-readonly';
export * from './clock';
