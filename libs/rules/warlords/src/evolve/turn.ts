import type { WarlordsEvent } from '../events';
import { generalIndex as generalIndexOf } from '../generals/generals';
import type { WarlordsState } from '../state';
import { disband, halt, setLine, setPiece, setSeat, setTown, setTurn } from './patch';

type TurnEvent = Extract<
  WarlordsEvent,
  {
    type:
      | 'TurnBegan'
      | 'RegimentsRaised'
      | 'RegimentsDismissed'
      | 'RaisingEnded'
      | 'GeneralMoved'
      | 'SupplyLineLaid'
      | 'SupplyLineDestroyed'
      | 'GeneralHalted'
      | 'TownEntered'
      | 'TownOccupied'
      | 'GeneralLeftTown'
      | 'AttackDeclared'
      | 'MovementEnded'
      | 'ChiefOfStaffMoved'
      | 'TurnEnded'
      | 'GeneralRevealed';
  }
>;

export function evolveTurn(s: WarlordsState, e: TurnEvent): WarlordsState {
  switch (e.type) {
    case 'TurnBegan':
      return {
        ...s,
        pending: null,
        turn: {
          seat: e.seat,
          round: e.round,
          step: 'raise',
          produced: s.towns.map(() => 0),
          startRegiments: [],
          mover: -1,
          spent: 0,
          mode: 0,
          moved: [],
          battles: [],
          fight: null,
          assisted: [],
          proposed: false,
        },
      };
    case 'RegimentsRaised': {
      const p = s.pieces[e.piece];
      if (!p || !s.turn) return s;
      const town = s.townAt[e.from] ?? -1;
      const produced = s.turn.produced.slice();
      if (town >= 0) produced[town] = (produced[town] ?? 0) + e.count;
      const out = setTurn(setPiece(s, e.piece, { regiments: p.regiments + e.count }), { produced });
      return { ...out, made: s.made + e.count };
    }
    case 'RegimentsDismissed': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      return { ...setPiece(s, e.piece, { regiments: p.regiments - e.count }), lost: s.lost + e.count };
    }
    case 'RaisingEnded':
      return setTurn(s, { step: 'move', startRegiments: e.startRegiments });
    case 'GeneralMoved': {
      const t = s.turn;
      if (!t) return setPiece(s, e.piece, { space: e.to });
      const fresh = t.mover !== e.piece;
      return setTurn(setPiece(s, e.piece, { space: e.to }), {
        mover: e.piece,
        spent: (fresh ? 0 : t.spent) + 1,
        mode: fresh ? 0 : t.mode,
      });
    }
    case 'SupplyLineLaid': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      const out = setTurn(setPiece(setLine(s, e.space, e.seat), e.piece, { regiments: p.regiments - e.cost }), {
        mode: 1,
      });
      return { ...out, lost: s.lost + e.cost };
    }
    case 'SupplyLineDestroyed': {
      const out = setLine(s, e.space, -1);
      return out.turn?.step === 'move' ? setTurn(out, { mode: 2 }) : out;
    }
    case 'GeneralHalted':
      return halt(s, e.piece);
    case 'TownEntered':
      return {
        ...halt(setPiece(s, e.piece, { space: e.space, attacking: -1 }), e.piece),
        pending: { kind: 'leaveTown', seat: e.seat, piece: e.piece, space: e.space },
      };
    case 'TownOccupied': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      // One of his regiments becomes the town's: the count on the board is unchanged.
      return setTown(setPiece(s, e.piece, { regiments: p.regiments - 1 }), e.space, { occupant: e.seat });
    }
    case 'GeneralLeftTown':
      return { ...setPiece(s, e.piece, { space: e.to }), pending: null };
    case 'AttackDeclared': {
      const t = s.turn;
      if (!t) return s;
      const battles = t.battles.slice();
      const i = battles.findIndex((b) => b.target === e.target && !b.fought);
      if (i < 0) battles.push({ target: e.target, attackers: [e.piece], fought: false });
      else
        battles[i] = {
          ...battles[i],
          attackers: e.main ? [e.piece, ...battles[i].attackers] : [...battles[i].attackers, e.piece],
        };
      return halt(setTurn(setPiece(s, e.piece, { attacking: e.target, space: e.from }), { battles }), e.piece);
    }
    case 'MovementEnded':
      return setTurn(s, { step: 'battle', mover: -1, spent: 0, mode: 0 });
    case 'ChiefOfStaffMoved':
      return disband(setSeat(s, e.seat, { chief: e.to }), e.disbanded);
    case 'TurnEnded':
      return { ...s, turn: null, pending: null };
    case 'GeneralRevealed': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      const card = generalIndexOf(e.general);
      return disband(setPiece(s, e.piece, { revealed: true, card: card >= 0 ? card : p.card }), e.disbanded);
    }
    default:
      return s;
  }
}
