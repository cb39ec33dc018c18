// `npm run simulate -- --ruleset risk-empires --players 2..6 --games N --seed S --out FILE.ndjson`
// Plays random legal games to their end through the engine's own decider, checking every
// invariant after every decision, and writes each game's full event stream as NDJSON envelopes
// (the schema of docs/events.md). Prints games/s and every problem found; exits 1 on any.
//   --round-limit R   sets the ruleset's `roundLimit` option (default 100; 0 leaves the ruleset's own)
//   --options JSON    further ruleset options
//   --max-commands N  a game still running after N commands counts as a problem (default 200000)
import { createHash } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { simulateGame } from '@empires/engine-core';
import { ProgressBar } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';
import { openOutput, simulateOptions } from './simulate/options';

const write = (out: WriteStream, text: string) =>
  new Promise<void>((resolve) => (out.write(text) ? resolve() : out.once('drain', () => resolve())));

async function main(): Promise<number> {
  const args = simulateOptions(process.argv.slice(2));
  const registry = rulesetRegistry();
  const ruleset = registry.find(args.ruleset);
  if (!ruleset)
    throw new Error(
      `no ruleset ${args.ruleset}; known: ${registry
        .latest()
        .map((r) => r.id)
        .join(', ')}`,
    );
  const limit =
    args.roundLimit > 0 && 'roundLimit' in (ruleset.defaultOptions as object) ? { roundLimit: args.roundLimit } : {};
  const options = { ...(ruleset.defaultOptions as object), ...limit, ...args.options };
  const out = args.out ? await openOutput(args.out) : undefined;
  const bar = new ProgressBar(`simulating ${ruleset.id}`, 'games');
  const started = performance.now();
  let events = 0;
  let commands = 0;
  let unfinished = 0;
  const problems: string[] = [];

  for (let i = 0; i < args.games; i++) {
    const secret = createHash('sha256').update(`${args.seed}:${i}`).digest('hex').slice(0, 32);
    const game = simulateGame({
      registry,
      ruleset,
      gameId: `sim-${args.seed}-${i}`,
      seats: args.players[i % args.players.length],
      options,
      secret,
      seedHash: createHash('sha256').update(secret).digest('hex'),
      playerSeed: args.seed * 1_000_003 + i,
      maxCommands: args.maxCommands,
      now: () => new Date().toISOString(),
    });
    events += game.envelopes.length;
    commands += game.commands;
    if (!game.finished) unfinished++;
    problems.push(...game.problems.slice(0, 5));
    if (out) await write(out, game.envelopes.map((e) => JSON.stringify(e)).join('\n') + '\n');
    bar.update(i + 1, args.games);
  }
  bar.finish(args.games, args.games);
  if (out) await new Promise((resolve) => out.end(resolve));

  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${args.games} games (${args.players.join(', ')} players), ${commands} commands, ${events} events in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `${(args.games / seconds).toFixed(1)} games/s, ${Math.round(commands / seconds)} commands/s (random policy's choice included)`,
  );
  console.log(`${unfinished} games unfinished, ${problems.length} problems`);
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  return problems.length > 0 || unfinished > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
