export * from './analyse-game';
export { sharesOf } from '../shares';
