import { JsonScalar } from '../common/json.scalar';
import { BotLevel, TableStatus } from '../common/enums';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Seat } from '../games/models';

@ObjectType({ description: 'A queue you wait in.' })
export class QueueEntry {
  @Field({ description: 'The ruleset id.' })
  ruleset!: string;

  @Field(() => Int, { description: 'Seats of the game you wait for.' })
  players!: number;

  @Field({ description: 'Whether bots may fill empty seats after your wait.' })
  botFill!: boolean;

  @Field({ description: 'When you joined (ISO 8601).' })
  joinedAt!: string;
}

@ObjectType({ description: 'A private table: players sit by invite code, the owner adds bots and starts it.' })
export class Table {
  @Field(() => ID, { description: 'The table id.' })
  tableId!: string;

  @Field({ description: 'The invite code to share.' })
  code!: string;

  @Field({ description: 'The ruleset id.' })
  ruleset!: string;

  @Field(() => ID, { description: 'The player who made it.' })
  owner!: string;

  @Field(() => [Seat], { description: 'Its seats: "open", "player" or "bot".' })
  seats!: Seat[];

  @Field(() => TableStatus, { description: 'Whether it is still seating players.' })
  status!: string;

  @Field(() => ID, { nullable: true, description: 'The game, once started.' })
  gameId?: string;

  @Field(() => JsonScalar, { nullable: true, description: "The game's time control; null: no clock." })
  clock?: unknown;
}

@ObjectType({ description: 'A Weng-Lin (OpenSkill) rating in one ruleset.' })
export class Rating {
  @Field(() => ID, { description: 'The player.' })
  playerId!: string;

  @Field({ description: 'The player\'s name ("deleted player" once erased).' })
  name!: string;

  @Field({ description: 'A bot: a bot account, or a built-in level (see `level`).' })
  bot!: boolean;

  @Field(() => BotLevel, {
    nullable: true,
    description:
      'A built-in bot level (its player id is `bot:<level>`), rated in queue games and, where the operator runs it, the bot ladder.',
  })
  level?: string;

  @Field({ description: 'The ruleset id.' })
  ruleset!: string;

  @Field(() => Float, { description: 'Mean skill.' })
  mu!: number;

  @Field(() => Float, { description: 'Uncertainty of the mean.' })
  sigma!: number;

  @Field(() => Float, { description: 'mu - 3 sigma: what the board sorts by.' })
  ordinal!: number;

  @Field(() => Int, { description: 'Rated games played.' })
  games!: number;

  @Field({ description: 'Too few games for the rating to mean much yet.' })
  provisional!: boolean;
}

@ObjectType({ description: 'A rating after one game.' })
export class RatingPoint {
  @Field(() => ID, { description: 'The game that moved it.' })
  gameId!: string;

  @Field(() => Float, { description: 'Mean skill after the game.' })
  mu!: number;

  @Field(() => Float, { description: 'Uncertainty after the game.' })
  sigma!: number;

  @Field(() => Float, { description: 'mu - 3 sigma after the game.' })
  ordinal!: number;

  @Field(() => Int, { description: 'The place in that game (1 = first).' })
  rank!: number;

  @Field({ description: 'When it was rated (ISO 8601).' })
  ratedAt!: string;
}

@ObjectType({ description: 'You have a game: where to go.' })
export class MatchFound {
  @Field(() => ID, { description: 'The game to play.' })
  gameId!: string;

  @Field({ description: 'The ruleset id.' })
  ruleset!: string;

  @Field(() => [Seat], { description: 'Its seats: you and the others, players and bots.' })
  seats!: Seat[];
}
