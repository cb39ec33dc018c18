import { createHash } from 'node:crypto';
import { simulateGame } from '@empires/engine-core';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace } from '@empires/testing';
import { verifyGame, type VerifiableEvent } from './verify';

const registry = new RulesetRegistry([diceRace]);
const secret = '00112233445566778899aabbccddeeff';
const events: readonly VerifiableEvent[] = simulateGame({
  registry,
  ruleset: diceRace,
  gameId: 'g1',
  seats: 2,
  options: { target: 20 },
  secret,
  seedHash: createHash('sha256').update(secret).digest('hex'),
  playerSeed: 5,
  maxCommands: 1000,
  now: () => '2026-01-01T00:00:00.000Z',
}).envelopes;

describe('verifyGame (SDK)', () => {
  it('verifies a finished game as the engine recorded it', async () => {
    expect(await verifyGame(events, registry)).toMatchObject({ ok: true, seedMatchesHash: true, problems: [] });
  });

  it('does not verify a game whose last roll and winner were rewritten and whose move was stripped of its command', async () => {
    const lastRoll = events.map((e) => e.type).lastIndexOf('Rolled');
    const loser = 1 - (events[lastRoll].payload as { seat: number }).seat;
    const forged = events.map((e, i): VerifiableEvent => {
      if (i === lastRoll) {
        const { command: _removed, ...rest } = e;
        return { ...rest, payload: { type: 'Rolled', seat: loser, die: 6 } };
      }
      if (e.type === 'RaceWon') return { ...e, payload: { type: 'RaceWon', seat: loser } };
      if (e.type === 'GameFinished') {
        const outcome = (e.payload as { outcome: { ranks: number[] } }).outcome;
        return {
          ...e,
          payload: { type: 'GameFinished', outcome: { ...outcome, ranks: [...outcome.ranks].reverse() } },
        };
      }
      return e;
    });
    const verification = await verifyGame(forged, registry);
    expect(verification.ok).toBe(false);
    expect(verification.seedMatchesHash).toBe(true);
    expect(verification.problems).toContain(`seq ${events[lastRoll].seq}: a Rolled event with no command to re-decide`);
  });
});
