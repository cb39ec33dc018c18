export * from './database';
export * from './migrations';
export * from './service-database';
export * from './roles';
export * from './backup';
