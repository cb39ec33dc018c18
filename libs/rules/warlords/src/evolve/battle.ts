import type { WarlordsEvent } from '../events';
import { generalIndex } from '../generals/generals';
import { CHIEF_LOST, type WarlordsState } from '../state';
import { disband, removePiece, setFight, setPiece, setSeat, setTown, setTurn } from './patch';

type BattleEvent = Extract<
  WarlordsEvent,
  {
    type:
      | 'AbandonedGeneralSlaughtered'
      | 'BattleBegan'
      | 'BattleVoided'
      | 'DefendersCommitted'
      | 'BattleFought'
      | 'ChiefOfStaffKilled'
      | 'RegimentsKilled'
      | 'GeneralKilled'
      | 'GarrisonKilled'
      | 'CasualtiesTaken'
      | 'RetreatAwaited'
      | 'GeneralRetreated'
      | 'GeneralSlaughtered'
      | 'GeneralAdvanced'
      | 'GeneralReturned'
      | 'BattleEnded'
      | 'BattlesEnded'
      | 'EmpireCrumbled'
      | 'EmpireSurrendered'
      | 'RecruitAwaited'
      | 'GeneralRecruited'
      | 'GeneralIdentityLearned'
      | 'RecruitDeclined'
      | 'GeneralsDispersed';
  }
>;

/** An empire falls (captured or surrendered): its towns empty, its supply lines vanish, its chief of staff is gone. */
function fall(s: WarlordsState, seat: number, status: 'crumbled' | 'surrendered'): WarlordsState {
  let garrisons = 0;
  const towns = s.towns.map((t) => {
    if (t.occupant !== seat) return t;
    garrisons++;
    return { ...t, occupant: -1 };
  });
  const lines = s.lines.map((l) => (l === seat ? -1 : l));
  const fallen = s.fallen + 1;
  const out = setSeat({ ...s, towns, lines, fallen, lost: s.lost + garrisons }, seat, {
    status,
    fellAs: fallen,
    chief: CHIEF_LOST,
  });
  return out.proposal ? { ...out, proposal: null } : out;
}

function clearPending(s: WarlordsState, piece: number): WarlordsState {
  const p = s.pending;
  return p && p.kind !== 'recruit' && p.piece === piece ? { ...s, pending: null } : s;
}

export function evolveBattle(s: WarlordsState, e: BattleEvent): WarlordsState {
  switch (e.type) {
    case 'AbandonedGeneralSlaughtered':
      return removePiece(s, e.piece, 'dead');
    case 'BattleBegan':
      return setTurn(s, {
        fight: {
          target: e.target,
          defender: e.defender,
          attackers: e.attackers,
          stage: 'defenders',
          committed: false,
          mainDefender: -1,
          defenders: [],
          attackerWon: false,
          killsLeft: 0,
          garrisonKilled: false,
        },
      });
    case 'BattleVoided':
      return s;
    case 'DefendersCommitted': {
      // A town's main defender assists it; the general attacked has been attacked this turn: neither assists again.
      const assisted = [...(s.turn?.assisted ?? []), ...e.assists, ...(e.main >= 0 ? [e.main] : [])];
      return setFight(setTurn(s, { assisted }), { mainDefender: e.main, defenders: e.assists, committed: true });
    }
    case 'BattleFought':
      return setFight(s, { stage: 'casualties', attackerWon: e.attackerWon, killsLeft: e.kills });
    case 'ChiefOfStaffKilled':
      return disband(setSeat(s, e.seat, { chief: CHIEF_LOST }), e.disbanded);
    case 'RegimentsKilled': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      const out = { ...setPiece(s, e.piece, { regiments: p.regiments - e.count }), lost: s.lost + e.count };
      return out.turn?.fight ? setFight(out, { killsLeft: out.turn.fight.killsLeft - e.count }) : out;
    }
    case 'GeneralKilled': {
      const out = clearPending(removePiece(s, e.piece, 'dead'), e.piece);
      return out.turn?.fight ? setFight(out, { killsLeft: out.turn.fight.killsLeft - e.count }) : out;
    }
    case 'GarrisonKilled': {
      const out = { ...setTown(s, e.space, { occupant: -1 }), lost: s.lost + 1 };
      return out.turn?.fight ? setFight(out, { killsLeft: out.turn.fight.killsLeft - 1, garrisonKilled: true }) : out;
    }
    case 'CasualtiesTaken':
      return setFight(s, { stage: 'aftermath' });
    case 'RetreatAwaited':
      return { ...s, pending: { kind: 'retreat', seat: e.seat, piece: e.piece, options: e.options } };
    case 'GeneralRetreated':
      return clearPending(setPiece(s, e.piece, { space: e.to }), e.piece);
    case 'GeneralSlaughtered':
      return clearPending(removePiece(s, e.piece, 'dead'), e.piece);
    case 'GeneralAdvanced':
    case 'GeneralReturned':
      return setPiece(s, e.piece, { space: e.to, attacking: -1 });
    case 'BattleEnded': {
      const t = s.turn;
      if (!t) return s;
      return setTurn(s, {
        fight: null,
        battles: t.battles.map((b) => (b.target === e.target && !b.fought ? { ...b, fought: true } : b)),
      });
    }
    case 'BattlesEnded':
      return setTurn(s, { step: 'chief' });
    case 'EmpireCrumbled': {
      const out = disband(fall(s, e.seat, 'crumbled'), e.disbanded);
      return e.candidates.length ? { ...out, pending: { kind: 'recruit', seat: e.by, candidates: e.candidates } } : out;
    }
    case 'EmpireSurrendered':
      return disband(
        e.pieces.reduce(
          (acc, piece, i) =>
            clearPending(
              setPiece(acc, piece, {
                owner: -1,
                formerOwner: e.seat,
                status: 'abandoned',
                space: e.lineUp[i] ?? -1,
                attacking: -1,
              }),
              piece,
            ),
          fall(s, e.seat, 'surrendered'),
        ),
        e.disbanded,
      );
    case 'RecruitAwaited':
      return { ...s, pending: { kind: 'recruit', seat: e.seat, candidates: e.candidates } };
    case 'GeneralRecruited': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      const knownBy = p.knownBy.includes(e.by) ? p.knownBy : [...p.knownBy, e.by];
      return disband(
        { ...setPiece(s, e.piece, { owner: e.by, status: 'active', knownBy }), pending: null },
        e.disbanded,
      );
    }
    case 'GeneralIdentityLearned': {
      const p = s.pieces[e.piece];
      if (!p) return s;
      const card = generalIndex(e.general);
      const knownBy = p.knownBy.includes(e.seat) ? p.knownBy : [...p.knownBy, e.seat];
      return setPiece(s, e.piece, { card: card >= 0 ? card : p.card, knownBy });
    }
    case 'RecruitDeclined':
      return { ...s, pending: null };
    case 'GeneralsDispersed':
      return e.pieces.reduce((acc, piece) => removePiece(acc, piece, 'dispersed'), s);
    default:
      return s;
  }
}
