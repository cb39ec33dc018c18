import { GameStatus, SeatKind } from '../common/enums';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../common/json.scalar';

@ObjectType({ description: 'A seat at a game: who holds it.' })
export class Seat {
  @Field(() => Int, { description: 'The seat number, from 0 in seating order.' })
  seat!: number;

  @Field(() => SeatKind, { description: 'Who holds it.' })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'The player holding or reserving the seat.' })
  playerId?: string;

  @Field({
    nullable: true,
    description: 'For a bot seat: the level (e.g. "medium") or the policy (e.g. "random", "mcts?ms=200") playing it.',
    deprecationReason: 'Use `level`.',
  })
  policy?: string;
}

@ObjectType({ description: 'How a finished game ended.' })
export class Outcome {
  @Field(() => [Int], { description: 'Rank per seat, 1 = first; tied seats share a rank.' })
  ranks!: number[];

  @Field(() => [Int], { nullable: true, description: 'Score per seat, where the ruleset keeps one.' })
  scores?: number[];

  @Field({ description: "Why the game ended, in the ruleset's words." })
  reason!: string;

  @Field(() => [Int], {
    nullable: true,
    description: 'Seats that forfeited by running out of time: a loss (last place) in ratings and standings.',
  })
  forfeited?: number[];

  @Field(() => [Int], {
    nullable: true,
    description:
      'Seats a stand-in bot played to the end for an absent player: a loss (last place) for that player in ratings and standings.',
  })
  standIns?: number[];
}

@ObjectType({ description: 'One event of a game, as the viewer may see it.' })
export class GameEvent {
  @Field(() => ID, { description: 'The event id.' })
  eventId!: string;

  @Field(() => ID, { description: 'The game the event belongs to.' })
  gameId!: string;

  @Field(() => Int, {
    description: 'Position in the game, gapless from 1. Resume a subscription after the last seq you saw.',
  })
  seq!: number;

  @Field({
    description:
      "The event type, PascalCase in the past tense: `GameCreated`, `SeatTaken`, `SeatLeft`, `GameStarted`, `GameFinished`, `GameAborted` and `SeedRevealed` for every game; the ruleset's own otherwise (see `docs/schemas/<ruleset>/events.schema.json`).",
  })
  type!: string;

  @Field(() => JsonScalar, { description: 'What happened, with what the viewer may not see removed.' })
  payload!: unknown;

  @Field(() => JsonScalar, { description: 'Who caused it: a player, a bot or the system.' })
  actor!: unknown;

  @Field({ description: 'When the engine recorded it (ISO 8601).' })
  occurredAt!: string;

  @Field(() => [Int], { nullable: true, description: 'On the last event of a move: the seats that must act next.' })
  toAct?: number[];

  @Field(() => ID, {
    description: 'The command that caused it: the events of one move share it, in order.',
  })
  causationId!: string;

  @Field(() => JsonScalar, {
    nullable: true,
    description:
      "On the first event of a move, once the game is over: the move as submitted (`{ seat, action }`). With the revealed seed anyone can decide every move again and check each roll (the SDK's `verifyGame`).",
  })
  command?: unknown;
}

@ObjectType({ description: 'A game on the server.' })
export class Game {
  @Field(() => ID, { description: 'The game id.' })
  id!: string;

  @Field({ description: 'The rules it is played by, as `id@version`.' })
  ruleset!: string;

  @Field(() => GameStatus, { description: 'Where the game is in its life.' })
  status!: string;

  @Field(() => [Seat], { description: 'The seats and who holds them.' })
  seats!: Seat[];

  @Field(() => Int, {
    description: 'Events in the game so far; pass as `expectedVersion` to act only on what you saw.',
  })
  version!: number;

  @Field(() => [Int], { description: 'Seats that must act now.' })
  toAct!: number[];

  @Field({ description: 'When it was created (ISO 8601).' })
  createdAt!: string;

  @Field({ nullable: true, description: 'When it finished or was aborted.' })
  finishedAt?: string;

  @Field(() => Outcome, { nullable: true, description: 'How it ended, once finished.' })
  outcome?: Outcome;
}

@ObjectType({ description: 'A page of games.' })
export class GamePage {
  @Field(() => [Game], { description: 'The games of this page.' })
  items!: Game[];

  @Field({ nullable: true, description: 'Pass as `after` for the next page; absent on the last page.' })
  nextCursor?: string;
}

@ObjectType({ description: "A timed game's clocks, as the server read them at `serverTime`." })
export class GameClock {
  @Field(() => JsonScalar, {
    description: 'The time control (`TimeControl` in the JSON Schemas): realtime, perMove or correspondence.',
  })
  control!: unknown;

  @Field(() => [Int], { description: 'The seats whose time is running.' })
  running!: number[];

  @Field(() => [Float], {
    description: "Per seat, ms left at `serverTime`: a running seat's counts down, the others' stand still.",
  })
  remainingMs!: number[];

  @Field({ nullable: true, description: 'When the first running seat runs out (ISO 8601); null when none runs.' })
  deadline?: string;

  @Field({ description: 'The server time of this reading (ISO 8601): count down from it, not from your own clock.' })
  serverTime!: string;
}

@ObjectType({ description: 'The game as one viewer may see it.' })
export class GameView {
  @Field(() => Int, { description: 'The event the view stands at.' })
  seq!: number;

  @Field(() => GameStatus, { description: 'The game status at that point.' })
  status!: string;

  @Field(() => Int, { nullable: true, description: 'The seat the view is taken from; null for a spectator.' })
  seat?: number;

  @Field(() => JsonScalar, {
    nullable: true,
    description: "The ruleset's view of the table, secrets of other seats removed; null before the start.",
  })
  view?: unknown;

  @Field(() => GameClock, { nullable: true, description: 'The clocks; null for a game without a time control.' })
  clock?: GameClock;
}

@ObjectType({ description: 'What a seat may do now.' })
export class LegalActions {
  @Field(() => Int, { description: 'The seat.' })
  seat!: number;

  @Field(() => Int, { description: 'The game version the list is for.' })
  version!: number;

  @Field(() => [JsonScalar], {
    description: 'Each a command to submit as `action`; numbers given as `{min, max}` may be any value in the range.',
  })
  actions!: unknown[];
}

@ObjectType({ description: 'An accepted command: the events it caused and the version after them.' })
export class MoveResult {
  @Field(() => ID, { description: 'The game.' })
  gameId!: string;

  @Field(() => Int, { description: 'The game version after the move.' })
  version!: number;

  @Field(() => [GameEvent], { description: 'The events the move caused, as you may see them.' })
  events!: GameEvent[];
}

@ObjectType({ description: 'It is your turn in a game.' })
export class TurnNotice {
  @Field(() => ID, { description: 'The game.' })
  gameId!: string;

  @Field(() => [Int], { description: 'Your seats that must act.' })
  seats!: number[];

  @Field(() => Int, { description: 'The game version the notice is for.' })
  version!: number;

  @Field(() => [LegalActions], {
    description:
      "What each of those seats may do, at the version history had reached (normally the notice's own; pass it as `expectedVersion`).",
  })
  actions!: LegalActions[];
}
