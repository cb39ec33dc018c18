export * from './records';
export * from './facts';
export * from './filter';
export * from './tables/definitions';
export { eventsTable, eventRow } from './tables/events';
export { buildTables } from './tables/build';
export { DiceReader, diePaths } from './tables/dice';
export { toCsv, toParquet } from './tables/write';
export * from './stats/wilson';
export * from './stats/summarize';
export * from './ratings';
export { renderReport, type RatingPoint } from './report/report';
export { dataDictionary, type DictionaryFile } from './dictionary';
/** For tests: finished games of every ruleset, as an export holds them. */
export { simulatedGames } from './testing/simulated-games';
