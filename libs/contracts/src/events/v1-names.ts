/**
 * Event types as schema version 1 named them (a mix of `game.created` and `GameStarted`), and
 * their names from version 2 on: PascalCase, past tense, everywhere. Version 1's `GameStarted`
 * was the ruleset's own opening event (risk-empires, medieval); it became `GameSetUp`, as
 * warlords already called it, and the name went to the engine's start of play.
 */
export const v1Renames: Readonly<Record<string, string>> = {
  GameStarted: 'GameSetUp',
  'game.created': 'GameCreated',
  'game.seat-taken': 'SeatTaken',
  'game.seat-left': 'SeatLeft',
  'game.started': 'GameStarted',
  'game.finished': 'GameFinished',
  'game.aborted': 'GameAborted',
  'game.seed-revealed': 'SeedRevealed',
  'queue.joined': 'QueueJoined',
  'queue.left': 'QueueLeft',
  'match.found': 'MatchFound',
  'rating.updated': 'RatingUpdated',
  'table.created': 'TableCreated',
  'table.seat-taken': 'TableSeatTaken',
  'table.bot-added': 'TableBotAdded',
  'table.started': 'TableStarted',
  'tournament.created': 'TournamentCreated',
  'tournament.registration-opened': 'TournamentRegistrationOpened',
  'tournament.player-registered': 'TournamentPlayerRegistered',
  'tournament.player-withdrawn': 'TournamentPlayerWithdrawn',
  'tournament.started': 'TournamentStarted',
  'tournament.round-paired': 'TournamentRoundPaired',
  'tournament.game-finished': 'TournamentGameFinished',
  'tournament.round-closed': 'TournamentRoundClosed',
  'tournament.finished': 'TournamentFinished',
  'tournament.cancelled': 'TournamentCancelled',
};
