import { emit, type Ctx } from '../ctx';
import { emitWithLimits } from '../limits';
import { exitsOf, freeFor, otherGeneralAt } from '../rules/movement';
import { boardOf, turnSeat, type Fight, type WarlordsState } from '../state';
import { hasChief } from '../traits';
import { defendingGeneral, isTownBattle, onBattlefield } from './field';

function slaughter(ctx: Ctx, piece: number): void {
  if (hasChief(ctx.state, piece))
    emitWithLimits(ctx, { type: 'ChiefOfStaffKilled', seat: ctx.state.pieces[piece].owner, disbanded: [] });
  emit(ctx, { type: 'GeneralSlaughtered', piece });
}

/** The three spaces opposite the one the main attacker came from that are free for the defender. */
function retreatOptions(s: WarlordsState, f: Fight, piece: number): number[] {
  const around = boardOf(s).neighbours[f.target];
  const from = s.pieces[f.attackers[0]]?.space ?? -1;
  const d = around.indexOf(from);
  if (d < 0) return [];
  return [3, 2, 4].map((k) => around[(d + k) % 6]).filter((x) => freeFor(s, s.pieces[piece].owner, x, piece));
}

/** A losing attacker goes back where he came from; a town, capital or general there slaughters him. */
function returnAfterLoss(ctx: Ctx, piece: number): void {
  const from = ctx.state.pieces[piece].space;
  if (ctx.state.townAt[from] >= 0 || otherGeneralAt(ctx.state, from, piece) >= 0) slaughter(ctx, piece);
  else emit(ctx, { type: 'GeneralReturned', piece, to: from });
}

/**
 * An attacker who stays beside the battlefield goes back to where he came from, or, if that is
 * taken since, to the first free space around the battlefield clockwise from it.
 */
export function returnBeside(ctx: Ctx, piece: number, target: number): void {
  const s = ctx.state;
  const p = s.pieces[piece];
  const around = boardOf(s).neighbours[target];
  const d = Math.max(0, around.indexOf(p.space));
  const spots = [p.space, ...[0, 1, 2, 3, 4, 5].map((k) => around[(d + k) % 6])];
  const to = spots.find((x) => freeFor(s, p.owner, x, piece));
  if (to === undefined) slaughter(ctx, piece);
  else emit(ctx, { type: 'GeneralReturned', piece, to });
}

/** Returns true when the battle is over, false while a decision is awaited. */
export function aftermath(ctx: Ctx): boolean {
  const s = ctx.state;
  const f = s.turn?.fight;
  if (!f) return true;
  if (s.pending) return false;
  const seat = turnSeat(s);
  const [main, ...assists] = onBattlefield(s, f);
  if (!f.attackerWon) {
    [...assists, ...(main === undefined ? [] : [main])].forEach((piece) => returnAfterLoss(ctx, piece));
  } else if (!isTownBattle(s, f)) {
    const loser = defendingGeneral(s, f);
    if (loser >= 0) {
      const options = retreatOptions(s, f, loser);
      if (options.length === 0) slaughter(ctx, loser);
      else if (options.length === 1) emit(ctx, { type: 'GeneralRetreated', piece: loser, to: options[0] });
      else {
        emit(ctx, { type: 'RetreatAwaited', seat: f.defender, piece: loser, options });
        return false;
      }
    }
    if (main !== undefined) {
      emit(ctx, { type: 'GeneralAdvanced', piece: main, to: f.target });
      const line = ctx.state.lines[f.target];
      if (line >= 0 && line !== seat) emit(ctx, { type: 'SupplyLineDestroyed', seat, owner: line, space: f.target });
    }
    assists.forEach((piece) => returnBeside(ctx, piece, f.target));
  } else {
    if (f.garrisonKilled && !crumbled(ctx, f)) return false;
    assists.forEach((piece) => returnBeside(ctx, piece, f.target));
    if (main !== undefined && f.garrisonKilled) {
      if (!exitsOf(ctx.state, seat, f.target, main).length) slaughter(ctx, main);
      else {
        emit(ctx, { type: 'TownEntered', seat, piece: main, space: f.target });
        return false;
      }
    } else if (main !== undefined) returnAfterLoss(ctx, main);
  }
  emit(ctx, { type: 'BattleEnded', target: f.target });
  return true;
}

/**
 * A player's capital whose regiment is killed: the empire crumbles and the winner may recruit one
 * of its surviving generals. Returns false while that choice is awaited.
 */
function crumbled(ctx: Ctx, f: Fight): boolean {
  const s = ctx.state;
  const town = s.towns[s.townAt[f.target]];
  const home = s.seats[f.defender];
  if (town.kind !== 'capital' || town.empire !== home.empire || home.status !== 'playing') return true;
  const candidates = s.pieces
    .map((p, i) => (p.owner === f.defender && p.status === 'active' ? i : -1))
    .filter((i) => i >= 0);
  emitWithLimits(ctx, { type: 'EmpireCrumbled', seat: f.defender, by: turnSeat(s), candidates, disbanded: [] });
  return !candidates.length;
}
