import type { BotLevel, CreateTournamentInput, EmpiresClient } from '@empires/client';
import { answered } from './queue-players';

/**
 * A round robin of built-in bots, registered by level, that the organizer starts at once: its rounds
 * are paired and played by the stack alone (matchmaking pairs, the bot-runner plays), through every
 * fault of the run. Its id.
 */
export async function startBotTournament(
  organizer: EmpiresClient,
  game: Pick<CreateTournamentInput, 'ruleset' | 'roundLimit' | 'options'>,
  levels: readonly BotLevel[],
): Promise<string> {
  const { id } = await organizer.tournaments.create({ name: 'Chaos round robin', format: 'ROUND_ROBIN', ...game });
  await organizer.tournaments.openRegistration(id);
  for (const [i, botLevel] of levels.entries())
    await organizer.tournaments.register(id, { botLevel, name: `${botLevel.toLowerCase()} bot ${i + 1}` });
  await organizer.tournaments.start(id);
  return id;
}

/** Waits until the tournament is over; the ids of its games. */
export async function tournamentGames(organizer: EmpiresClient, id: string, timeoutMs: number): Promise<string[]> {
  const done = await answered(
    async () => {
      const t = await organizer.tournaments.get(id);
      return t.status === 'FINISHED' || t.status === 'CANCELLED' ? t : undefined;
    },
    `tournament ${id} to finish`,
    timeoutMs,
  );
  return gamesOf(done);
}

/** The games paired so far; none when the stack does not answer (for a failure's report). */
export const pairedGames = (organizer: EmpiresClient, id: string): Promise<string[]> =>
  organizer.tournaments
    .get(id)
    .then(gamesOf)
    .catch(() => []);

type Tournament = Awaited<ReturnType<EmpiresClient['tournaments']['get']>>;
const gamesOf = (t: Tournament) => t.rounds.flatMap((r) => r.pairings.flatMap((p) => (p.gameId ? [p.gameId] : [])));
