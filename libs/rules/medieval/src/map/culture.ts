import { MAP } from '../data/millennium';

/** Language and religion comparisons (M9.3 modifiers, M25.3 likeness). */
const familyOf = (language: number): number => MAP.languages[language].family;
export const isChristian = (religion: number): boolean => MAP.religions[religion].christian;
export const isIndoEuropean = (language: number): boolean => MAP.families[familyOf(language)].indoEuropean;
export const PAGAN = MAP.religions.findIndex((r) => r.id === 'pagan');
export const MOSLEM = MAP.religions.findIndex((r) => r.id === 'moslem');

/** Lg: 0 same language, 1 same family, 2 otherwise. */
export function languageModifier(leader: number, area: number): number {
  if (leader === area) return 0;
  return familyOf(leader) === familyOf(area) ? 1 : 2;
}

/** Same religion counting both Christian churches as one (S003 18.12). */
export const sameReligion = (a: number, b: number): boolean => a === b || (isChristian(a) && isChristian(b));

/** Rl: 0 same religion and church, 1 other Christian church or heretical area, 2 different religion. */
export function religionModifier(leader: number, area: number, heretical: boolean): number {
  if (!sameReligion(leader, area)) return 2;
  if (leader !== area) return 1;
  return heretical && isChristian(leader) ? 1 : 0;
}

/** M25.3: L (2 same language, 1 same family) + R (2 same religion and church, not heretical; 1 other church or heretical). */
export function likeness(
  courtLanguage: number,
  courtReligion: number,
  language: number,
  religion: number,
  heretical: boolean,
): number {
  const l = 2 - languageModifier(courtLanguage, language);
  const r = 2 - religionModifier(courtReligion, religion, heretical);
  return l + r;
}
