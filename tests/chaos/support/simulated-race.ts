import { simulateGame } from '@empires/engine-core';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace } from '@empires/testing';
import { createHash } from 'node:crypto';

const secret = '0123456789abcdef0123456789abcdef';

/**
 * A dice race `g1` of two seats, played by seeded random players until one reaches `target` or
 * `maxCommands` were sent: the envelopes as the engine publishes them.
 */
export const simulatedRace = (
  registry: RulesetRegistry,
  { target, maxCommands }: { readonly target: number; readonly maxCommands: number },
) =>
  simulateGame({
    registry,
    ruleset: diceRace,
    gameId: 'g1',
    seats: 2,
    options: { target },
    secret,
    seedHash: createHash('sha256').update(secret).digest('hex'),
    playerSeed: 3,
    maxCommands,
    now: () => '2026-11-26T12:00:00.000Z',
  }).envelopes;
