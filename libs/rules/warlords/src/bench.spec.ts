import { benchSuite } from '@empires/rules-kernel/testing';
import { warlordsBench } from './bench';

describe('benchmark', () => {
  benchSuite(warlordsBench, { roundLimit: 3, tick: 5 });
});
