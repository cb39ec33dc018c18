import { AdvanceMode, TournamentFormat } from '../common/enums';
import { Field, InputType, Int } from '@nestjs/graphql';
import { JsonScalar } from '../common/json.scalar';

@InputType({ description: 'A new tournament.' })
export class CreateTournamentInput {
  @Field({ description: 'Its name, 1 to 80 characters.' })
  name!: string;

  @Field({ description: 'The ruleset every game is played with.' })
  ruleset!: string;

  @Field(() => TournamentFormat, {
    description: 'How rounds are paired: two seats a game in every format but pods (3 to 6 seats).',
  })
  format!: string;

  @Field(() => Int, { nullable: true, description: 'Seats per game: 2 for the two-player formats, 3 to 6 for pods.' })
  tableSize?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Swiss (default: log2 of the entrants, rounded up) and pods (default 3).',
  })
  rounds?: number;

  @Field(() => Int, {
    nullable: true,
    description: "The ruleset's game round limit: a game still running then ends by the ruleset's scoring.",
  })
  roundLimit?: number;

  @Field(() => JsonScalar, { nullable: true, description: 'Further game options, the same for every game.' })
  options?: Record<string, unknown>;

  @Field(() => AdvanceMode, { nullable: true, description: 'When the next round is paired (default AUTO).' })
  advance?: string;

  @Field({
    nullable: true,
    description: 'Whether players may enter while it runs (Swiss and pods; on by default there).',
  })
  lateEntry?: boolean;

  @Field(() => Int, { nullable: true, description: 'The most entrants it takes (default 256).' })
  maxEntrants?: number;

  @Field(() => JsonScalar, {
    nullable: true,
    description:
      "Every game's time control (`docs/schemas/clock-settings.schema.json`). Without a `policy`, a seat out of time (or that never shows) forfeits, so no round waits on a no-show. Left out: no clock.",
  })
  clock?: unknown;

  @Field({
    nullable: true,
    description: 'ISO 8601: registration opens by itself then (the organizer may open it sooner).',
  })
  registrationOpensAt?: string;

  @Field({
    nullable: true,
    description: 'ISO 8601: the tournament starts by itself then (the organizer may start it sooner).',
  })
  startsAt?: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'With startsAt: entrants check in (checkInTournament) in the last this many seconds before the start; whoever has not is withdrawn before round 1.',
  })
  checkInSeconds?: number;

  @Field(() => Int, { nullable: true, description: 'ARENA only: how long it runs, in seconds (10 to 86400).' })
  durationSeconds?: number;

  @Field(() => [String], {
    nullable: true,
    description:
      'Swiss and round robin: the tie-breaks after points, in this order, from buchholz, sonneborn-berger, wins, rating (default: buchholz, sonneborn-berger, rating).',
  })
  tieBreaks?: string[];
}
