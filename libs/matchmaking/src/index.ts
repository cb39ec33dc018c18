export * from './bot-strength';
export * from './client';
export * from './matcher';
export * from './ratings';
