import type { EventOf } from '../event-types';
import { A, E, opening, withArea } from '../testing/fixtures';
import { claimBreach } from './checks';

const D = E.denmark;
/** Denmark owns and ties Mercia. */
const mercia = (claims = 0) => withArea(opening(), A('mercia'), { owner: D, ties: 1 << D, claims });

describe('the S003 18.x claim check used by property tests and simulations', () => {
  it('accepts a claim gained under a way whose conditions held', () => {
    expect(
      claimBreach(
        mercia(),
        { type: 'ClaimGained', empire: D, area: A('mercia'), rule: 'S003 18.0(2b)' },
        mercia(1 << D),
      ),
    ).toBeNull();
    expect(
      claimBreach(
        mercia(1 << E.france),
        { type: 'ClaimGained', empire: D, area: A('mercia'), rule: 'S003 18.0(3a)' },
        mercia(),
      ),
    ).toBeNull();
  });

  it('finds an (2x) claim on a claimed area, an unknown way, a second claim and a claim of another religion', () => {
    // 'conquest' is no way of S003 18.x: the check must catch an event the schema would refuse.
    const gained = (rule: string) =>
      ({ type: 'ClaimGained', empire: D, area: A('mercia'), rule }) as EventOf<'ClaimGained'>;
    expect(claimBreach(mercia(1 << E.france), gained('S003 18.0(2a)'), mercia())).toMatch(/without its conditions/);
    expect(claimBreach(mercia(), gained('conquest'), mercia())).toMatch(/without its conditions/);
    expect(claimBreach(mercia(1 << D), gained('S003 18.0(4)'), mercia())).toMatch(/18.11/);
    const pagan = withArea(mercia(), A('mercia'), { religion: opening().areas[A('norway')].religion });
    expect(claimBreach(pagan, gained('S003 18.0(4)'), pagan)).toMatch(/18.12/);
  });

  it('finds a claim added by any other event', () => {
    expect(claimBreach(mercia(), { type: 'TieFormed', empire: D, area: A('mercia') }, mercia(1 << D))).toMatch(
      /TieFormed added a claim/,
    );
  });

  it('lets a claimed and possessed area take its claim along in an area swap (S001 33.32) only to an empire that may hold it', () => {
    const swap = { type: 'AreasSwapped' as const, a: D, b: E.france, areaOfA: A('mercia'), areaOfB: A('normandy') };
    const both = withArea(mercia(1 << D), A('normandy'), { owner: E.france, claims: 1 << E.france });
    expect(claimBreach(both, swap, both)).toBeNull();
    const pagan = withArea(both, A('mercia'), { religion: opening().areas[A('norway')].religion });
    expect(claimBreach(pagan, swap, pagan)).toMatch(/may not hold/);
  });
});
