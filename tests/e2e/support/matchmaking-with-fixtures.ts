// The matchmaking process as shipped, plus the test rulesets (dice-race, sealed-bids) for plumbing tests.
import { botsFor } from '@empires/bots';
import { rulesetRegistry } from '@empires/rulesets';
import { bootstrapService } from '@empires/service';
import { fixtureRulesets } from '@empires/testing';
// Tests may depend on apps (type:test); apps have no import alias, so the path is relative.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { MatchmakingModule } from '../../../apps/matchmaking/src/matchmaking.module';

void bootstrapService(
  'matchmaking',
  MatchmakingModule.withRulesets(rulesetRegistry(fixtureRulesets), botsFor),
  Number(process.env.PORT),
);
