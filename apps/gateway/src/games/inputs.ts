import { BotLevel, GameStatus, NewSeatKind } from '../common/enums';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { JsonScalar } from '../common/json.scalar';

@InputType({ description: 'A seat of a new game.' })
export class SeatInput {
  @Field(() => NewSeatKind, { description: 'Who sits there.' })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'For "reserved": the player the seat is kept for.' })
  playerId?: string;

  @Field(() => BotLevel, { nullable: true, description: 'For "bot": its level (`botLevels` says how each plays).' })
  level?: string;

  @Field({
    nullable: true,
    description: 'For "bot": the policy, e.g. "random", "heuristic" or "mcts?ms=200".',
    deprecationReason: 'Use `level`: policies are how levels are played, and may change.',
  })
  policy?: string;
}

@InputType({ description: 'A new game.' })
export class CreateGameInput {
  @Field({ description: 'A ruleset id, or `id@version`.' })
  ruleset!: string;

  @Field(() => [SeatInput], { description: 'The seats, in seating order.' })
  seats!: SeatInput[];

  @Field(() => JsonScalar, { nullable: true, description: 'Ruleset options; anything left out takes its default.' })
  options?: unknown;

  @Field({
    defaultValue: false,
    description: 'Start as soon as every seat is filled (bots and "me" fill seats at once).',
  })
  start!: boolean;

  @Field({
    defaultValue: false,
    description: 'Start by itself as soon as the last open or reserved seat is taken (no startGame needed).',
  })
  startWhenFull!: boolean;

  @Field(() => JsonScalar, {
    nullable: true,
    description:
      'A time control and what running out of time does (`docs/schemas/clock-settings.schema.json`), e.g. `{"control": {"kind": "realtime", "initialMs": 600000, "incrementMs": 5000}, "policy": {"onTimeout": "bot"}}`. Left out: no clock.',
  })
  clock?: unknown;
}

@InputType({ description: 'A move.' })
export class SubmitActionInput {
  @Field(() => ID, { description: 'The game.' })
  gameId!: string;

  @Field(() => Int, { description: 'The seat you act for; you must hold it.' })
  seat!: number;

  @Field(() => JsonScalar, { description: 'The command, one of `legalActions` with every range given a value.' })
  action!: unknown;

  @Field(() => Int, {
    nullable: true,
    description: 'Act only if the game is still at this version (else VERSION_CONFLICT).',
  })
  expectedVersion?: number;

  @Field(() => ID, {
    nullable: true,
    description: 'Your id for this move: sending it again gives the first answer, never a second move.',
  })
  commandId?: string;
}

@InputType({ description: 'Which games to list.' })
export class GameFilterInput {
  @Field({ nullable: true, description: 'Only this ruleset (`id` or `id@version`).' })
  ruleset?: string;

  @Field(() => GameStatus, { nullable: true, description: 'Only games in this status.' })
  status?: string;

  @Field(() => ID, { nullable: true, description: 'Only games where this player holds a seat.' })
  playerId?: string;
}
