// The bot-runner process as shipped, plus the test rulesets (dice-race, sealed-bids) for plumbing tests.
import { botsFor } from '@empires/bots';
import { rulesetRegistry } from '@empires/rulesets';
import { bootstrapService } from '@empires/service';
import { fixtureRulesets } from '@empires/testing';
// Tests may depend on apps (type:test); apps have no import alias, so the path is relative.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { BotRunnerModule } from '../../../apps/bot-runner/src/bot-runner.module';

const registry = rulesetRegistry(fixtureRulesets);
void bootstrapService('bot-runner', BotRunnerModule.withRulesets(registry, botsFor), Number(process.env.PORT));
