// openskill ships a CommonJS build, but its types are ES-module types, which TypeScript will
// not import into CommonJS: the build is required and typed from the module's own types.
const { ordinal, rate, rating } = require('openskill') as typeof import('openskill', {
  with: { 'resolution-mode': 'import' }
});

/** A Weng-Lin (OpenSkill) rating: a mean skill and its uncertainty. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

export const newSkill = (): Skill => rating();

/** Below this many rated games, a rating is shown as provisional. */
export const PROVISIONAL_GAMES = 5;

/** What leaderboards sort by: a conservative estimate, mu - 3 sigma. */
export const ordinalOf = (s: Skill): number => ordinal(s);

/**
 * New skills after one game, every seat a team of one (free-for-all; two seats is the
 * 2-player case). `ranks` are the game's outcome: 1 = first, tied seats share a rank.
 */
export function rateGame(skills: readonly Skill[], ranks: readonly number[]): Skill[] {
  const rated = rate(
    skills.map((s) => [rating({ mu: s.mu, sigma: s.sigma })]),
    { rank: [...ranks] },
  );
  return rated.map(([s]) => ({ mu: s.mu, sigma: s.sigma }));
}
