import { benchSuite } from '@empires/rules-kernel/testing';
import { benchMedieval } from './bench';

describe('benchmark', () => {
  benchSuite(benchMedieval, { roundLimit: 1, tick: 10, moreCommandsThan: 3 });
});
