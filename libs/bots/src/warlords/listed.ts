import type { LegalAction } from '@empires/rules-kernel';
import type { WarlordsCommand } from '@empires/rules-warlords';

export type Action = LegalAction<WarlordsCommand>;
export type Of<T extends WarlordsCommand['type']> = Extract<WarlordsCommand, { type: T }>;

/**
 * The listed actions of one type as commands. The rules list a range only for counts (raise,
 * dismiss, casualties); every other field is a plain value, so these are commands as they stand.
 */
export const listed = <T extends WarlordsCommand['type']>(legal: readonly Action[], type: T): Of<T>[] =>
  legal.filter((a) => a.type === type) as unknown as Of<T>[];
