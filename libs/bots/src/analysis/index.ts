export * from './analyse-game';
export { sharesOf } from './playout';
