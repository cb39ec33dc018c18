import type { RulesetDescriptor } from '@empires/rules-kernel';
import type { AdapterFactory, BoardAdapter } from '../adapter';
import { generic } from './generic';
import { medieval } from './medieval';
import { riskEmpires } from './risk-empires';
import { warlords } from './warlords';

const adapters: Record<string, AdapterFactory> = {
  'risk-empires': riskEmpires,
  warlords,
  medieval,
};

export const adapterFor = (descriptor: RulesetDescriptor): BoardAdapter =>
  (adapters[descriptor.id] ?? (() => generic))(descriptor);
