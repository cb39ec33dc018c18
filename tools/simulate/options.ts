// The options of `npm run simulate` (tools/simulate.ts), each read strictly: a mistyped number
// made no games or no seats, printed "NaN games" and exited 0 as if all had passed.
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Command, InvalidArgumentError } from 'commander';
import { whole } from '../support/shards';

export interface SimulateOptions {
  readonly ruleset: string;
  readonly players: readonly number[];
  readonly games: number;
  readonly seed: number;
  readonly out?: string;
  readonly roundLimit: number;
  readonly options: Record<string, unknown>;
  readonly maxCommands: number;
}

/** `4` or `2..6`: the table sizes dealt round the games. */
const seatCounts = (value: string): number[] => {
  const match = /^(\d+)(?:\.\.(\d+))?$/.exec(value);
  const low = Number(match?.[1]);
  const high = Number(match?.[2] ?? match?.[1]);
  if (!match || low < 1 || high < low) throw new InvalidArgumentError('a seat count or a range, such as 4 or 2..6');
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
};

const jsonObject = (value: string): Record<string, unknown> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError('a JSON object, such as {"roundLimit":20}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new InvalidArgumentError('a JSON object, such as {"roundLimit":20}');
  return parsed as Record<string, unknown>;
};

/** Reads the arguments (without node and the script); a bad one ends the process with commander's message and code 1. */
export function simulateOptions(argv: readonly string[], configure = (c: Command) => c): SimulateOptions {
  return configure(
    new Command('simulate')
      .option('--ruleset <id>', 'the ruleset, newest version, or id@version', 'risk-empires')
      .option('--players <n|low..high>', 'seats a game, dealt round the games', seatCounts, [2, 3, 4, 5, 6])
      .option('--games <n>', 'games to play', whole, 100)
      .option('--seed <n>', 'the seed of the first game', whole, 1)
      .option('--out <file>', 'where to write the events as NDJSON')
      .option('--round-limit <r>', "the ruleset's roundLimit option (0: the ruleset's own)", whole, 100)
      .option('--options <json>', 'further ruleset options', jsonObject, {})
      .option('--max-commands <n>', 'a game still running after N commands counts as a problem', whole, 200_000),
  )
    .parse([...argv], { from: 'user' })
    .opts<SimulateOptions>();
}

/** The output file, opened before any game is played: a path that cannot be written is an error, not a crash later. */
export async function openOutput(path: string): Promise<WriteStream> {
  const out = createWriteStream(path);
  await once(out, 'open');
  return out;
}
