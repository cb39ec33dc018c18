import { levelOfPolicy } from '@empires/contracts';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BotLevel } from '../common/enums';
import { Seat } from '../games/models';
import { TournamentEntrant } from '../tournaments/models';

const LEVEL = {
  nullable: true,
  description: 'For a bot: its level, where one was chosen (null for a bot named by a policy).',
};

/** A bot's level, read off its `policy`, which holds the level's name where one was chosen. */
@Resolver(() => Seat)
export class SeatLevelResolver {
  @ResolveField(() => BotLevel, LEVEL)
  level(@Parent() seat: Seat): string | undefined {
    return seat.kind === 'bot' ? levelOfPolicy(seat.policy) : undefined;
  }
}

@Resolver(() => TournamentEntrant)
export class EntrantLevelResolver {
  @ResolveField(() => BotLevel, LEVEL)
  level(@Parent() entrant: TournamentEntrant): string | undefined {
    return entrant.kind === 'bot' ? levelOfPolicy(entrant.policy) : undefined;
  }
}
