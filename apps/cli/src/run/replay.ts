import { foldReceived } from '@empires/client';
import { noGame, type GameState } from '@empires/engine-core';
import { rulesetRegistry } from '@empires/rulesets';
import { UsageError, whole } from '../errors';
import { gamesFrom } from '../file-games';
import type { ServerOptions } from '../options';

export interface ReplayOptions extends ServerOptions {
  readonly seq?: string;
  readonly seat?: string;
  readonly spectator?: boolean;
  readonly game?: string;
}

export async function runReplay(source: string, o: ReplayOptions): Promise<void> {
  if ((o.seat === undefined) === !o.spectator) throw new UsageError('say whose view: --seat S or --spectator');
  const seat = whole('seat', o.seat, 0);
  // Event 1 creates the game: before it there is no game, no ruleset and no view to print.
  const seq = whole('seq', o.seq, 1);
  const games = await gamesFrom(source, o);
  const game = o.game ? games.find((g) => g.id === o.game) : games.length === 1 ? games[0] : undefined;
  if (!game)
    throw new UsageError(
      o.game
        ? `no game ${o.game} in ${source}`
        : `${source} holds ${games.length} games: name one with --game ID (${games
            .slice(0, 3)
            .map((g) => g.id)
            .join(', ')}, ...)`,
    );
  const last = game.events.at(-1)?.seq ?? 0;
  if (seq !== undefined && seq > last)
    throw new UsageError(`--seq ${seq}: the game ${game.id} has events 1 to ${last} here`);
  const registry = rulesetRegistry();
  const upTo = seq ?? last;
  let state: GameState = noGame;
  for (const e of game.events) if (e.seq <= upTo) state = foldReceived(registry, state, e);
  const ruleset = registry.find(state.ruleset);
  if (!ruleset) throw new UsageError(`this CLI does not know the ruleset ${state.ruleset}: update it`);
  if (seat !== undefined && seat >= state.seats.length)
    throw new UsageError(`the game has seats 0 to ${state.seats.length - 1}`);
  const view = state.table ? ruleset.view(state.table.state, o.spectator ? 'spectator' : (seat as number)) : null;
  console.log(
    JSON.stringify(
      {
        game: game.id,
        ruleset: state.ruleset,
        seq: state.version,
        status: state.status,
        viewer: o.spectator ? 'spectator' : seat,
        view,
      },
      null,
      2,
    ),
  );
}
