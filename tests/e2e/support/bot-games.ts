import type { BotLevel, CreateGameInput, SeatInput } from '@empires/client';

/** A risk-empires game of bots only, a seat for each level, started at once: it plays itself to its end. */
export const riskBotGame = (levels: readonly BotLevel[], options: Record<string, unknown>): CreateGameInput => ({
  ruleset: 'risk-empires',
  seats: levels.map((level) => ({ kind: 'BOT', level })),
  options,
  start: true,
});

/** Bot seats that play by the named policies, seat by seat. */
export const policyBots = (...policies: string[]): SeatInput[] => policies.map((policy) => ({ kind: 'BOT', policy }));
