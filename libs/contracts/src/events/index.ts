export * from './game-lifecycle';
export * from './upcast';
