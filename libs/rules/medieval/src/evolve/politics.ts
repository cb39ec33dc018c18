import type { MedievalEvent } from '../event-types';
import type { MedievalState } from '../state';
import { dropMarkersThrough, loseCourt, setArea, setEmpire } from './helpers';

/** Ties, claims, alliances, parleys, asylum, bids and deals. Returns undefined for events it does not handle. */
export function evolvePolitics(s: MedievalState, e: MedievalEvent): MedievalState | undefined {
  switch (e.type) {
    case 'ContestAwaited':
      return {
        ...s,
        pending: {
          kind: 'contest',
          empire: e.empire,
          seat: e.seat,
          area: e.area,
          conqueror: e.conqueror,
          claimGiven: e.claimGiven,
        },
      };
    case 'ConquestAccepted':
      return { ...s, pending: null };
    case 'ContestParleyCalled':
      return {
        ...s,
        pending: null,
        parley: {
          kind: 'contest',
          caller: e.victim,
          area: e.area,
          conqueror: e.conqueror,
          claimGiven: e.claimGiven,
          voterSeat: e.voterSeat,
          ballots: e.ballots,
        },
      };
    case 'ConquestAnnulled': {
      const a = s.areas[e.area];
      const annulled = setArea(dropMarkersThrough(s, e.from, e.area), e.area, {
        owner: e.to,
        markers: [],
        claims: e.claimRemoved ? a.claims & ~(1 << e.from) : a.claims,
      });
      return loseCourt(annulled, e.from, e.area);
    }
    case 'ClaimParleyCalled':
      return {
        ...s,
        parley: {
          kind: 'claim',
          conqueror: -1,
          claimGiven: false,
          caller: e.caller,
          area: e.area,
          voterSeat: e.voterSeat,
          ballots: e.ballots,
        },
        parleysThisRound: [...s.parleysThisRound, e.caller * 256 + e.area],
      };
    case 'IndependentVotesRolled': {
      if (!s.parley) return s;
      const voterSeat = s.parley.voterSeat.slice();
      voterSeat[e.empire] = e.seat;
      return { ...s, parley: { ...s.parley, voterSeat } };
    }
    case 'BallotCast': {
      if (!s.parley) return s;
      const ballots = s.parley.ballots.slice();
      ballots[e.empire] = e.vote ?? 0;
      return { ...s, parley: { ...s.parley, ballots } };
    }
    case 'ParleyDecided':
      return { ...s, parley: null };
    case 'TieFormed':
      return setArea(s, e.area, { ties: s.areas[e.area].ties | (1 << e.empire) });
    case 'TieRemoved':
      return setArea(s, e.area, { ties: s.areas[e.area].ties & ~(1 << e.empire) });
    case 'ClaimGained':
      return setArea(s, e.area, { claims: s.areas[e.area].claims | (1 << e.empire) });
    case 'AllianceTiesSet': {
      const allianceTies = s.empires[e.empire].allianceTies.slice();
      allianceTies[e.holder] = e.count;
      return setEmpire(s, e.empire, { allianceTies });
    }
    case 'AllianceFormed':
      return setEmpire(s, e.empire, { status: 'allied', seat: e.seat, vpSnapshot: e.vp });
    case 'AllianceEnded': {
      const seats = s.seats.slice();
      seats[e.seat] = { ...seats[e.seat], ledger: seats[e.seat].ledger + e.vpChange };
      return setEmpire({ ...s, seats }, e.empire, { status: 'independent', seat: -1, vpSnapshot: 0 });
    }
    case 'AllianceRolled':
      return s;
    case 'EmpireRemoved': {
      // S001 33.64: its areas become unowned (SS and fort kept), its ties, cards and gold are gone, its claims stay.
      const bit = 1 << e.empire;
      const others = (a: MedievalState['areas'][number]) => a.markers.filter((m) => m >> 8 !== e.empire);
      const areas = s.areas.map((a) =>
        a.owner === e.empire
          ? { ...a, owner: -1, unrest: false, markers: [], ties: a.ties & ~bit }
          : a.ties & bit || a.markers.some((m) => m >> 8 === e.empire)
            ? { ...a, ties: a.ties & ~bit, markers: others(a) }
            : a,
      );
      const emp = s.empires[e.empire];
      const empires = s.empires.map((x, i) => {
        if (i === e.empire)
          return {
            ...x,
            status: 'removed' as const,
            seat: -1,
            court: -1,
            gold: 0,
            cards: [],
            held: [],
            lasting: [],
            allianceTies: x.allianceTies.map(() => 0),
          };
        if (x.allianceTies[e.empire] === 0) return x;
        const allianceTies = x.allianceTies.slice();
        allianceTies[e.empire] = 0;
        return { ...x, allianceTies };
      });
      return { ...s, areas, empires, discard: [...s.discard, ...emp.held, ...emp.lasting] };
    }
    case 'EmpireReborn': {
      const next = setArea(s, e.area, { owner: e.empire, magnate: -1, unrest: false, markers: [] });
      return setEmpire(next, e.empire, {
        status: 'independent',
        seat: -1,
        court: e.area,
        lastCourt: e.area,
        leader: e.leader,
        gold: e.gold,
      });
    }
    case 'TieWaiverSet': {
      const w = s.empires[e.empire].waivers.filter((a) => a !== e.area);
      return setEmpire(s, e.empire, { waivers: e.waive ? [...w, e.area] : w });
    }
    case 'ClaimGiven':
      return setArea(s, e.area, { claims: (s.areas[e.area].claims & ~(1 << e.from)) | (1 << e.to) });
    case 'RivalPenaltySet': {
      const seats = s.seats.slice();
      const list = seats[e.seat].rivalPenalties.filter((x) => x !== e.empire);
      seats[e.seat] = { ...seats[e.seat], rivalPenalties: e.on ? [...list, e.empire] : list };
      return { ...s, seats };
    }
    case 'AsylumAsked':
      return { ...s, asylum: { empire: e.empire, offers: e.offers, ties: e.ties } };
    case 'AsylumDeclared': {
      if (!s.asylum) return s;
      const offers = s.asylum.offers.slice();
      offers[e.seat] = e.offer ?? false;
      return { ...s, asylum: { ...s.asylum, offers } };
    }
    case 'AsylumDecided':
      return { ...s, asylum: null };
    case 'CourtlessAllyAwaited':
      return { ...s, pending: { kind: 'courtlessAlly', empire: e.empire, seat: e.seat } };
    case 'CourtlessAllyResolved':
      return { ...s, pending: null };
    case 'AllianceRollQueued':
      return { ...s, allianceQueue: [...s.allianceQueue, { empire: e.empire, kind: e.kind, bids: null }] };
    case 'BidsAsked':
      return s.allianceQueue.length
        ? { ...s, allianceQueue: [{ ...s.allianceQueue[0], bids: e.bids }, ...s.allianceQueue.slice(1)] }
        : s;
    case 'BidDeclared': {
      const head = s.allianceQueue[0];
      if (!head?.bids) return s;
      const bids = head.bids.slice();
      bids[e.seat] = e.gold ?? 0;
      return { ...s, allianceQueue: [{ ...head, bids }, ...s.allianceQueue.slice(1)] };
    }
    case 'BidsRevealed':
      return s;
    case 'AllianceTaskDone':
      return { ...s, allianceQueue: s.allianceQueue.slice(1) };
    case 'ClaimsSwapped': {
      const ca = (s.areas[e.areaOfA].claims & ~(1 << e.a)) | (1 << e.b);
      const next = setArea(s, e.areaOfA, { claims: ca });
      return setArea(next, e.areaOfB, { claims: (next.areas[e.areaOfB].claims & ~(1 << e.b)) | (1 << e.a) });
    }
    case 'AreasSwapped': {
      // Claims of the givers move with the areas (S001 33.32 as read in M25.5.2).
      const move = (claims: number, from: number, to: number) =>
        claims & (1 << from) ? (claims & ~(1 << from)) | (1 << to) : claims;
      const dropped = dropMarkersThrough(dropMarkersThrough(s, e.a, e.areaOfA), e.b, e.areaOfB);
      const next = setArea(dropped, e.areaOfA, {
        owner: e.b,
        markers: [],
        claims: move(dropped.areas[e.areaOfA].claims, e.a, e.b),
      });
      return setArea(next, e.areaOfB, {
        owner: e.a,
        markers: [],
        claims: move(next.areas[e.areaOfB].claims, e.b, e.a),
      });
    }
    default:
      return undefined;
  }
}
