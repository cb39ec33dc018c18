import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Each seat’s estimated chance to win after one turn of a finished game.' })
export class AnalysisPoint {
  @Field(() => Int, { description: 'The seq of the turn’s last event: the game as it stood then (`view(atSeq:)`).' })
  seq!: number;

  @Field(() => Int, { description: 'The turn, from 1; 0 is the start of play, before any move.' })
  turn!: number;

  @Field(() => Int, { nullable: true, description: 'The seat that moved in the turn; null at the start of play.' })
  seat?: number;

  @Field(() => [Float], {
    description:
      'Each seat’s chance to win, in seat order, from 0 to 1; they sum to 1. At the last point, the result: 1 for the winner, shared first places splitting it.',
  })
  chances!: number[];
}

@ObjectType({
  description: 'A turn after which its mover’s chance to win fell the most: a decision worth a second look.',
})
export class CostlyTurn {
  @Field(() => Int, { description: 'The seq of the turn’s last event.' })
  seq!: number;

  @Field(() => Int, { description: 'The turn, from 1.' })
  turn!: number;

  @Field(() => Int, { description: 'The seat that moved.' })
  seat!: number;

  @Field(() => Float, { description: 'Its chance to win before the turn.' })
  before!: number;

  @Field(() => Float, { description: 'Its chance to win after the turn (dice rolled in the turn included).' })
  after!: number;
}

@ObjectType({
  description:
    'A finished game analysed: after every turn, each seat’s chance to win, estimated by lines of play of the medium bot from the position (as the hard bot searches). Made once, on request (`analyzeGame`), and kept.',
})
export class GameAnalysis {
  @Field(() => [AnalysisPoint], { description: 'The curve, a point per turn, the last being the result.' })
  points!: AnalysisPoint[];

  @Field(() => [CostlyTurn], {
    description: 'The turns that cost their mover the most (a fall of at least 0.15; at most three a seat), in order.',
  })
  costly!: CostlyTurn[];

  @Field(() => Int, { description: 'The seed of the lines of play: the same seed gives the same analysis.' })
  seed!: number;

  @Field(() => Int, {
    description: 'Lines of play from each point (fewer in a long game: the work per game is bounded).',
  })
  playoutsPerPoint!: number;

  @Field(() => Int, { description: 'Lines of play in all.' })
  playouts!: number;

  @Field(() => Int, { description: 'Milliseconds the analysis took.' })
  millis!: number;

  @Field({ description: 'When it was made (ISO 8601).' })
  analysedAt!: string;
}
