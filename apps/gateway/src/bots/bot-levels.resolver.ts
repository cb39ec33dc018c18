import type { BotLevelView } from '@empires/contracts';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { BotLevelOffer } from './models';

/** The bot levels each ruleset offers, as matchmaking (which seats the bots) declares them. */
@Resolver()
export class BotLevelsResolver {
  constructor(private readonly backend: Backend) {}

  @Query(() => [BotLevelOffer], {
    description: 'The levels of built-in bot a ruleset offers, weakest first, each with how it plays that ruleset.',
  })
  botLevels(@Args('ruleset', { description: 'A ruleset id.' }) ruleset: string): Promise<BotLevelView[]> {
    return this.backend.question<BotLevelView[]>({ type: 'BotLevels', payload: { ruleset } });
  }
}
