import {
  AdvanceMode,
  EntrantKind,
  EntrantStatus,
  PairingKind,
  PlayStatus,
  RoundStatus,
  TournamentFormat,
  TournamentStatus,
} from '../common/enums';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../common/json.scalar';

@ObjectType({ description: 'An entrant: a player, or a bot played by the bot-runner.' })
export class TournamentEntrant {
  @Field(() => ID, { description: 'The entrant id: the player id, or `bot-<n>` for a bot.' })
  entrantId!: string;

  @Field(() => EntrantKind, { description: 'A player or a bot.' })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'For a player: who.' })
  playerId?: string;

  @Field({
    nullable: true,
    description: 'For a bot: its level (e.g. "medium") or its policy (e.g. "random").',
    deprecationReason: 'Use `level`.',
  })
  policy?: string;

  @Field({ description: 'The name shown in standings.' })
  name!: string;

  @Field(() => Float, {
    description: 'Rating (mu - 3 sigma in the ruleset) when registered: seeds, and the last tie-break.',
  })
  rating!: number;

  @Field(() => EntrantStatus, { description: 'Whether it is still in.' })
  status!: string;

  @Field(() => Int, { description: 'Rounds already paired when it registered (0: before the start).' })
  joinedAfterRound!: number;

  @Field({ nullable: true, description: 'In a tournament with check-in: whether it has confirmed.' })
  checkedIn?: boolean;
}

@ObjectType({ description: 'An entrant at a table.' })
export class PairingSeat {
  @Field(() => Int, { description: 'The seat in the game, from 0.' })
  seat!: number;

  @Field(() => ID, { description: 'The entrant.' })
  entrantId!: string;

  @Field(() => Int, { nullable: true, description: 'Finishing place in the game (1 = first), once it is over.' })
  rank?: number;

  @Field(() => Float, { nullable: true, description: 'Tournament points the game or bye gave.' })
  points?: number;
}

@ObjectType({ description: 'One table of a round: a game, a bye, or an elimination match decided by walkover.' })
export class TournamentPairing {
  @Field(() => Int, { description: 'The round.' })
  round!: number;

  @Field(() => Int, { description: 'The table, from 1.' })
  table!: number;

  @Field(() => PairingKind, { description: 'A game, a bye or a walkover.' })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'The game played at this table (see `game(id)`).' })
  gameId?: string;

  @Field(() => PlayStatus, { description: 'Whether it is still being played.' })
  status!: string;

  @Field({ nullable: true, description: "How the game ended, in the ruleset's words." })
  reason?: string;

  @Field(() => [PairingSeat], { description: 'Who sits where.' })
  seats!: PairingSeat[];

  @Field(() => Int, {
    nullable: true,
    description:
      "Elimination: the bracket round of this match (winners' rounds first, then the grand final, then the losers' rounds).",
  })
  bracketRound?: number;

  @Field(() => Int, { nullable: true, description: 'Elimination: the match within its bracket round.' })
  bracketMatch?: number;
}

@ObjectType({ description: 'A round and its tables.' })
export class TournamentRound {
  @Field(() => Int, { description: 'The round, from 1.' })
  round!: number;

  @Field(() => RoundStatus, { description: 'Whether games of the round are still running.' })
  status!: string;

  @Field(() => [TournamentPairing], { description: 'Its tables.' })
  pairings!: TournamentPairing[];
}

@ObjectType({ description: 'A tie-break value.' })
export class TieBreak {
  @Field({ description: '"buchholz", "sonneborn-berger", "head-to-head", "rating", "eliminated-in-round" or "seed".' })
  name!: string;

  @Field(() => Float, { description: 'Its value.' })
  value!: number;
}

@ObjectType({ description: "A line of the standings, recomputed from the tournament's events." })
export class TournamentStanding {
  @Field(() => Int, { description: 'The place (elimination: shared by those knocked out in the same round).' })
  place!: number;

  @Field(() => ID, { description: 'The entrant.' })
  entrantId!: string;

  @Field({ description: 'Its name.' })
  name!: string;

  @Field(() => EntrantKind, { description: 'A player or a bot.' })
  kind!: string;

  @Field(() => EntrantStatus, { description: 'Whether it is still in.' })
  status!: string;

  @Field(() => Float, { description: 'Points (elimination: matches won).' })
  points!: number;

  @Field(() => [TieBreak], { description: 'Tie-breaks, in the order they apply (see `Tournament.tieBreakRule`).' })
  tieBreaks!: TieBreak[];

  @Field(() => Int, { description: 'Games played.' })
  games!: number;

  @Field(() => Int, { description: 'Games won outright.' })
  wins!: number;

  @Field(() => Int, { description: 'Byes and walkovers received.' })
  byes!: number;
}

@ObjectType({ description: 'A tournament: its settings, entrants, rounds, games and standings.' })
export class Tournament {
  @Field(() => ID, { description: 'The tournament id.' })
  id!: string;

  @Field({ description: 'Its name.' })
  name!: string;

  @Field(() => ID, { description: 'The player who runs it; only they manage it.' })
  organizer!: string;

  @Field({ description: 'The ruleset every game is played with.' })
  ruleset!: string;

  @Field(() => TournamentFormat, { description: 'How rounds are paired.' })
  format!: string;

  @Field(() => TournamentStatus, { description: 'Where it is in its life.' })
  status!: string;

  @Field(() => Int, { description: 'Seats per game.' })
  tableSize!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Rounds planned, once known (elimination: unknown until its final).',
  })
  plannedRounds?: number;

  @Field(() => Int, { description: 'Rounds paired so far.' })
  currentRound!: number;

  @Field(() => AdvanceMode, { description: 'When the next round is paired.' })
  advance!: string;

  @Field({ description: 'Whether players may enter while it runs.' })
  lateEntry!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: "The game round limit: a game still running then ends by the ruleset's scoring.",
  })
  roundLimit?: number;

  @Field(() => JsonScalar, { description: 'The game options every game is created with.' })
  options!: unknown;

  @Field(() => JsonScalar, { nullable: true, description: "Every game's clock (`ClockSettings`); null: untimed." })
  clock?: unknown;

  @Field(() => Int, { description: 'The most entrants it takes.' })
  maxEntrants!: number;

  @Field(() => [TournamentEntrant], { description: 'Entrants in registration order.' })
  entrants!: TournamentEntrant[];

  @Field(() => [TournamentRound], { description: 'The rounds paired so far.' })
  rounds!: TournamentRound[];

  @Field(() => [TournamentPairing], { description: 'Every pairing of every round.' })
  pairings!: TournamentPairing[];

  @Field(() => [TournamentPairing], { description: 'The pairings that are games.' })
  games!: TournamentPairing[];

  @Field(() => [TournamentStanding], { description: 'The standings.' })
  standings!: TournamentStanding[];

  @Field(() => ID, { nullable: true, description: 'The winner, once finished.' })
  champion?: string;

  @Field({ description: 'How the standings are ordered, in words.' })
  tieBreakRule!: string;

  @Field({ nullable: true, description: 'ISO 8601: when registration opens by itself.' })
  registrationOpensAt?: string;

  @Field({ nullable: true, description: 'ISO 8601: when the tournament starts by itself.' })
  startsAt?: string;

  @Field({ nullable: true, description: 'ISO 8601: when check-in opens, for a tournament with check-in.' })
  checkInOpensAt?: string;

  @Field({ nullable: true, description: 'ARENA: when pairing stops (once started).' })
  endsAt?: string;

  @Field(() => Int, { nullable: true, description: 'ARENA: how long it runs, in seconds.' })
  durationSeconds?: number;

  @Field(() => [ID], { nullable: true, description: 'Seeds the organizer set by hand before the start, best first.' })
  manualSeeds?: string[];
}

@ObjectType({ description: 'A tournament in a list.' })
export class TournamentSummary {
  @Field(() => ID, { description: 'The tournament id.' })
  id!: string;

  @Field({ description: 'Its name.' })
  name!: string;

  @Field(() => ID, { description: 'Its organizer.' })
  organizer!: string;

  @Field({ description: 'The ruleset.' })
  ruleset!: string;

  @Field(() => TournamentFormat, { description: 'The format.' })
  format!: string;

  @Field(() => TournamentStatus, { description: 'The status.' })
  status!: string;

  @Field(() => Int, { description: 'Active entrants.' })
  entrants!: number;

  @Field(() => Int, { description: 'Rounds paired so far.' })
  currentRound!: number;

  @Field({ description: 'When it was created (ISO 8601).' })
  createdAt!: string;
}

@ObjectType({ description: 'Something happened to a tournament.' })
export class TournamentUpdate {
  @Field(() => ID, { description: 'The tournament.' })
  tournamentId!: string;

  @Field(() => Int, { description: "The event's position in the tournament's stream." })
  seq!: number;

  @Field({
    description:
      'What happened: `TournamentCreated`, `TournamentRegistrationOpened`, `TournamentPlayerRegistered`, `TournamentPlayerWithdrawn`, `TournamentSeedsSet`, `TournamentPlayerCheckedIn`, `TournamentStarted`, `TournamentRoundPaired`, `TournamentGameFinished`, `TournamentRoundClosed`, `TournamentFinished` or `TournamentCancelled`.',
  })
  type!: string;

  @Field(() => Int, { nullable: true, description: 'The round it concerns, if any.' })
  round?: number;

  @Field(() => JsonScalar, { description: 'The event itself.' })
  payload!: unknown;
}
