import { Field, ObjectType } from '@nestjs/graphql';
import { BotLevel } from '../common/enums';

@ObjectType({ description: 'A level of built-in bot a ruleset offers, and how it plays that ruleset.' })
export class BotLevelOffer {
  @Field(() => BotLevel, { description: 'The level, to pass where a bot is asked for.' })
  level!: string;

  @Field({ description: 'Its name as a user reads it, e.g. "Medium".' })
  name!: string;

  @Field({ description: 'How it plays this ruleset.' })
  description!: string;
}
