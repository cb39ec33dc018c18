import { BOARDS } from '../board/boards';
import type { WarlordsEvent } from '../events';
import { GENERALS, generalIndex } from '../generals/generals';
import {
  CHIEF_IN_CAPITAL,
  GENERALS_PER_SEAT,
  initialState,
  type Piece,
  type SeatState,
  type WarlordsState,
} from '../state';
import { RULINGS_1_0 } from '../rulings';
import { setLine, setPiece, setSeat } from './patch';

type SetupEvent = Extract<
  WarlordsEvent,
  {
    type:
      | 'GameSetUp'
      | 'InitiativeRolled'
      | 'GeneralsDealt'
      | 'EmpireChosen'
      | 'TurnPlaceChosen'
      | 'SidesDecided'
      | 'DraftBegan'
      | 'GeneralBanned'
      | 'GeneralDrafted'
      | 'DraftEnded'
      | 'GeneralsAssigned'
      | 'PlacementBegan'
      | 'CapitalPlaced'
      | 'TownPlaced'
      | 'SupplyLinePlaced'
      | 'GeneralPlaced'
      | 'CampaignBegan';
  }
>;

const newSeat: SeatState = {
  empire: -1,
  place: -1,
  hand: [],
  assigned: false,
  towns: 0,
  lines: 0,
  status: 'playing',
  fellAs: 0,
  chief: CHIEF_IN_CAPITAL,
};

function gameSetUp(e: Extract<SetupEvent, { type: 'GameSetUp' }>): WarlordsState {
  const board = BOARDS[e.options.board] ?? BOARDS['six-empires'];
  const pieces: Piece[] = [];
  for (let seat = 0; seat < e.seats; seat++) {
    for (let n = 1; n <= GENERALS_PER_SEAT; n++) {
      pieces.push({
        owner: seat,
        dealtTo: seat,
        formerOwner: -1,
        number: n,
        card: -1,
        revealed: false,
        knownBy: [seat],
        regiments: 0,
        space: -1,
        status: 'unplaced',
        attacking: -1,
      });
    }
  }
  const spaces = board.hexes.length;
  return {
    ...initialState,
    phase: 'sides',
    options: e.options,
    rulings: e.rulings ?? RULINGS_1_0,
    seats: Array.from({ length: e.seats }, () => newSeat),
    pieces,
    townAt: new Array<number>(spaces).fill(-1),
    lines: new Array<number>(spaces).fill(-1),
  };
}

function addTown(
  s: WarlordsState,
  space: number,
  kind: 'town' | 'capital',
  empire: number,
  occupant: number,
): WarlordsState {
  if (space < 0 || space >= s.townAt.length || s.townAt[space] >= 0) return s;
  const townAt = s.townAt.slice();
  townAt[space] = s.towns.length;
  return {
    ...s,
    townAt,
    towns: [...s.towns, { space, kind, empire, occupant }],
    made: s.made + (occupant >= 0 ? 1 : 0),
  };
}

export function evolveSetup(s: WarlordsState, e: SetupEvent): WarlordsState {
  switch (e.type) {
    case 'GameSetUp':
      return gameSetUp(e);
    case 'InitiativeRolled':
      return { ...s, pickOrder: e.pickOrder };
    case 'GeneralsDealt':
      return setSeat(s, e.seat, { hand: e.cards.map(generalIndex) });
    case 'EmpireChosen':
      return setSeat(s, e.seat, { empire: e.empire });
    case 'TurnPlaceChosen':
      return setSeat(s, e.seat, { place: e.place });
    case 'SidesDecided':
      return { ...s, phase: 'generals', order: e.order };
    case 'DraftBegan':
      return {
        ...s,
        phase: 'draft',
        draft: { pool: e.pool.map(generalIndex), bannedBy: GENERALS.map(() => -1), step: 0 },
      };
    case 'GeneralBanned': {
      if (!s.draft) return s;
      const bannedBy = s.draft.bannedBy.slice();
      bannedBy[generalIndex(e.general)] = e.seat;
      return { ...s, draft: { ...s.draft, bannedBy, step: e.step + 1 } };
    }
    case 'GeneralDrafted': {
      if (!s.draft || !s.seats[e.seat]) return s;
      const g = generalIndex(e.general);
      const out = setSeat(s, e.seat, { hand: [...s.seats[e.seat].hand, g] });
      return { ...out, draft: { ...s.draft, pool: s.draft.pool.filter((x) => x !== g), step: e.step + 1 } };
    }
    case 'DraftEnded':
      return { ...s, phase: 'generals' };
    case 'GeneralsAssigned': {
      let out = setSeat(s, e.seat, { assigned: true, hand: [] });
      for (let i = 0; i < GENERALS_PER_SEAT; i++) {
        out = setPiece(out, e.seat * GENERALS_PER_SEAT + i, {
          card: e.cards[i] === undefined ? -1 : generalIndex(e.cards[i]),
          regiments: 1,
        });
      }
      return { ...out, made: out.made + GENERALS_PER_SEAT };
    }
    case 'PlacementBegan':
      return { ...s, phase: 'placement' };
    case 'CapitalPlaced':
      return addTown(s, e.space, 'capital', e.empire, e.seat);
    case 'TownPlaced': {
      const out = addTown(s, e.space, 'town', e.empire, e.seat);
      return e.seat >= 0 ? setSeat(out, e.seat, { towns: out.seats[e.seat].towns + 1 }) : out;
    }
    case 'SupplyLinePlaced': {
      const out = setLine(s, e.space, e.seat);
      return setSeat(out, e.seat, { lines: out.seats[e.seat].lines + 1 });
    }
    case 'GeneralPlaced':
      return setPiece(s, e.piece, { space: e.space, status: 'active' });
    case 'CampaignBegan':
      return { ...s, phase: 'play', order: e.order };
    default:
      return s;
  }
}
