import { benchSuite } from '@empires/rules-kernel/testing';
import { benchRiskEmpires } from './bench';

describe('benchmark', () => {
  benchSuite(benchRiskEmpires, { roundLimit: 2, tick: 10 });
});
