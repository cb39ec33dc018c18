import { createHash } from 'node:crypto';
import { simulateGame } from '@empires/engine-core';
import { rulesetRegistry } from '@empires/rulesets';
import { groupGames, type ExportedGame } from '../records';

/**
 * Finished games of random legal moves through the engine's own decider, as an export holds
 * them: every ruleset, two table sizes, a short round limit so the specs stay quick.
 */
export function simulatedGames(perRuleset = 2): ExportedGame[] {
  const registry = rulesetRegistry();
  const envelopes = registry.latest().flatMap((ruleset, r) =>
    Array.from({ length: perRuleset }, (_, i) => {
      const secret = createHash('sha256').update(`analysis:${ruleset.id}:${i}`).digest('hex').slice(0, 32);
      const limit = 'roundLimit' in (ruleset.defaultOptions as object) ? { roundLimit: 2 } : {};
      let clock = Date.parse('2026-03-01T10:00:00Z') + (r * perRuleset + i) * 3_600_000;
      return simulateGame({
        registry,
        ruleset,
        gameId: `sim-${ruleset.id}-${i}`,
        seats: 2 + (i % 2),
        options: { ...(ruleset.defaultOptions as object), ...limit },
        secret,
        seedHash: createHash('sha256').update(secret).digest('hex'),
        playerSeed: 7 + i,
        maxCommands: 20_000,
        now: () => new Date((clock += 1000)).toISOString(),
      }).envelopes;
    }),
  );
  return groupGames(envelopes.flat());
}
