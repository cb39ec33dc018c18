import type { LegalAction, Range } from '@empires/rules-kernel';
import type { RiskCommand } from '../commands';

export type Action = LegalAction<RiskCommand>;
export const range = (min: number, max: number): Range => ({ min, max });
