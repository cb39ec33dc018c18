import type { BotLevelView } from '@empires/contracts';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type { BotLevelOffer, QueryBotLevelsArgs } from '../generated/schema-types';

/** The bot levels each ruleset offers, as matchmaking (which seats the bots) declares them. */
@Resolver()
export class BotLevelsResolver {
  constructor(private readonly backend: Backend) {}

  @Query()
  botLevels(@Args() { ruleset }: QueryBotLevelsArgs): Promise<BotLevelOffer[]> {
    return this.backend.question<BotLevelView[]>({ type: 'BotLevels', payload: { ruleset } });
  }
}
