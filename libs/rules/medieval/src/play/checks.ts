import { MAP } from '../data/millennium';
import type { MedievalEvent } from '../event-types';
import { sameReligion } from '../map/culture';
import { hasBit, type MedievalState } from '../state';

const mayHold = (s: MedievalState, empire: number, area: number): boolean =>
  !hasBit(s.areas[area].claims, empire) && sameReligion(s.empires[empire].religion, s.areas[area].religion);

/**
 * What must hold just before a claim named by its rule is gained (S003 18.0). The rule's own words: (2x) only on
 * unclaimed areas, (3x) against a competing claim, (4) and 18.3(1) whatever the claims; ties and ownership as each says.
 */
function claimConditions(s: MedievalState, empire: number, area: number, rule: string): boolean {
  const a = s.areas[area];
  const owns = a.owner === empire;
  const tie = hasBit(a.ties, empire);
  const unclaimed = a.claims === 0;
  switch (rule) {
    case 'S003 18.0(2a)':
    case 'S003 18.0(2a/2d)':
    case 'S003 18.0(2b)':
      return owns && tie && unclaimed;
    case 'S003 18.0(2c)':
      return owns && unclaimed;
    case 'S003 18.0(3a)':
    case 'S003 18.0(3b)':
      return owns && tie && !unclaimed;
    case 'S003 18.0(4)':
      return tie;
    case 'S003 18.3(1)':
      return owns && tie && MAP.areas[area].region === 'iberia';
    default:
      return false;
  }
}

/**
 * Why an event breaks "claims arise only by S003 18.x", or null. A claim is placed by the scenario (18.0(1)), gained
 * under a named rule whose conditions held just before, or moved by a gift or swap to an empire that may hold it
 * (18.11, 18.12); no other event adds a claim.
 */
export function claimBreach(before: MedievalState, e: MedievalEvent, after: MedievalState): string | null {
  switch (e.type) {
    case 'GameSetUp':
      return null;
    case 'ClaimGained':
      if (!mayHold(before, e.empire, e.area)) return `ClaimGained breaks 18.11 or 18.12 on area ${e.area}`;
      return claimConditions(before, e.empire, e.area, e.rule)
        ? null
        : `ClaimGained by ${e.rule} without its conditions on area ${e.area}`;
    case 'ClaimGiven':
      return mayHold(before, e.to, e.area) ? null : `ClaimGiven to an empire that may not hold it on area ${e.area}`;
    case 'ClaimsSwapped':
      return mayHold(before, e.b, e.areaOfA) && mayHold(before, e.a, e.areaOfB)
        ? null
        : 'ClaimsSwapped breaks 18.11 or 18.12';
    case 'AreasSwapped': {
      // S001 33.32: a claimed and possessed area goes with its claim, to an empire that may hold it.
      const moves = (area: number, from: number, to: number) =>
        !hasBit(before.areas[area].claims, from) || mayHold(before, to, area);
      return moves(e.areaOfA, e.a, e.b) && moves(e.areaOfB, e.b, e.a)
        ? null
        : 'AreasSwapped moves a claim to an empire that may not hold it';
    }
    default:
      if (before.areas === after.areas || before.areas.length !== after.areas.length) return null;
      for (let i = 0; i < after.areas.length; i++)
        if (after.areas[i].claims & ~before.areas[i].claims) return `${e.type} added a claim on area ${i}`;
      return null;
  }
}
