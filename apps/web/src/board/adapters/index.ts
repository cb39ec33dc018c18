import type { BoardAdapter } from '../adapter';
import { generic } from './generic';
import { riskEmpires } from './risk-empires';

const adapters: Record<string, BoardAdapter> = { 'risk-empires': riskEmpires };

export const adapterFor = (ruleset: string): BoardAdapter => adapters[ruleset] ?? generic;
