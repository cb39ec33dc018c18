import { levelOfPolicy } from '@empires/contracts';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Seat, TournamentEntrant } from '../generated/schema-types';

/** A seat as the services tell it (its kind a word the `SeatKind` enum serves): its `level` is resolved here. */
export type SeatFields = Omit<Seat, 'level' | 'kind'> & { readonly kind: string };

/** A bot's level, read off its `policy`, which holds the level's name where one was chosen. */
const levelOf = (holder: Pick<SeatFields | TournamentEntrant, 'kind' | 'policy'>): Seat['level'] =>
  holder.kind === 'bot' ? levelOfPolicy(holder.policy ?? undefined) : undefined;

@Resolver('Seat')
export class SeatLevelResolver {
  @ResolveField()
  level(@Parent() seat: SeatFields): Seat['level'] {
    return levelOf(seat);
  }
}

@Resolver('TournamentEntrant')
export class EntrantLevelResolver {
  @ResolveField()
  level(@Parent() entrant: Omit<TournamentEntrant, 'level'>): TournamentEntrant['level'] {
    return levelOf(entrant);
  }
}
