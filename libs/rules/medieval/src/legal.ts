import { must, type LegalAction } from '@empires/rules-kernel';
import type { MedievalCommand } from './commands';
import { ENDEAVOUR_KINDS } from './commands';
import { ownedBy } from './rules/areas';
import { optionsOf } from './rules/endeavours';
import { taxCap } from './rules/taxation';
import type { MedievalState } from './state';
import { toggleActions } from './toggles';
import { eventTargets } from './cards/immediate';
import { boostCard } from './cards/holding';
import { courtCandidates } from './rules/court';
import { areaSwapAllowed, funders, partners } from './deals';
import { hasBit } from './state';
import { mayReceiveClaim } from './rules/claims';
import type { Ctx } from './ctx';
import { ballotsOwed, parleyAreas } from './rules/parley';
import { asylumOwed, awaitsCourtlessChoice } from './rules/asylum';
import { bidOwed } from './rules/bids';
import { actingEmpire, holdingCardOptions, mayCancel, mayEndTurn } from './turn-commands';

type Action = LegalAction<MedievalCommand>;

/** M29: the options of the seat's pending decision, or its free actions in its empire's turn; Resign always. */
export function legalActions(s: MedievalState, seat: number): readonly Action[] {
  if (s.phase !== 'play' || !s.seats[seat] || s.seats[seat].resigned) return [];
  const out: Action[] = [];
  if (s.pending?.kind === 'slot' && s.pending.seat === seat)
    s.initiative?.slots.forEach((e, slot) => e < 0 && out.push({ type: 'ChooseInitiativeSlot', slot }));
  if (s.pending?.kind === 'court' && s.pending.seat === seat)
    courtCandidates(s, s.pending.empire).forEach((area) => out.push({ type: 'ChooseCourt', area }));
  if (s.pending?.kind === 'discard' && s.pending.seat === seat)
    [...s.empires[s.pending.empire].held, ...s.empires[s.pending.empire].lasting].forEach((card) =>
      out.push({ type: 'DiscardEventCard', card }),
    );
  if (s.pending?.kind === 'eventTarget' && s.pending.seat === seat)
    eventTargets(s, s.pending.empire, s.pending.card ?? -1).forEach((area) =>
      out.push({ type: 'ChooseEventTarget', area }),
    );
  if (s.pending?.kind === 'counterGold' && s.pending.seat === seat)
    out.push({ type: 'CounterGold', gold: { min: 0, max: Math.min(20, s.empires[s.pending.empire].gold) } });
  if (s.pending?.kind === 'contest' && s.pending.seat === seat)
    out.push({ type: 'ContestConquest' }, { type: 'AcceptConquest' });
  if (s.pending?.kind === 'defense' && s.pending.seat === seat) {
    const gold = s.empires[s.pending.empire].gold;
    out.push({ type: 'Defend', gold: { min: 0, max: Math.min(20, gold - 2) } }, { type: 'DeclineDefense' });
    if (boostCard(s, s.pending.empire, 'defense') >= 0)
      out.push({ type: 'Defend', gold: { min: 0, max: Math.min(20, gold - 2) }, mercenaries: true });
    for (const f of funders(s, s.pending.empire))
      if (s.empires[f].gold >= 2)
        out.push({ type: 'Defend', gold: { min: 0, max: Math.min(20, s.empires[f].gold - 2) }, fundedBy: f });
  }
  if (bidOwed(s, seat))
    out.push({ type: 'DeclareBid', gold: { min: 0, max: Math.min(20, s.empires[s.seats[seat].empire].gold) } });
  if (asylumOwed(s, seat)) out.push({ type: 'OfferAsylum', offer: true }, { type: 'OfferAsylum', offer: false });
  if (s.pending?.kind === 'courtlessAlly' && s.pending.seat === seat)
    out.push({ type: 'ResolveCourtlessAlly', choice: 'asylum' }, { type: 'ResolveCourtlessAlly', choice: 'terminate' });
  for (const empire of ballotsOwed(s, seat))
    for (const vote of [1, -1, 0]) out.push({ type: 'CastBallot', empire, vote });
  const empire = actingEmpire(s, seat);
  if (empire >= 0) out.push(...turnActions(s, empire));
  if (empire >= 0) out.push(...toggleActions(s, seat, empire));
  if (empire >= 0 || s.pending?.seat === seat)
    s.empires.forEach(
      (e, i) =>
        e.status === 'allied' &&
        e.seat === seat &&
        !awaitsCourtlessChoice(s, i) &&
        out.push({ type: 'TerminateAlliance', empire: i }),
    );
  out.push({ type: 'Resign' });
  return out;
}

function turnActions(s: MedievalState, empire: number): Action[] {
  const t = must(s.turn, 'the turn under way');
  const e = s.empires[empire];
  const out: Action[] = [];
  if (t.taxation === 'open') {
    for (const area of ownedBy(s, empire).filter((a) => !t.settled.includes(a))) {
      out.push({ type: 'Levy', area, gold: { min: 0, max: taxCap(s.areas[area].ss) } }, { type: 'Plunder', area });
    }
    out.push({ type: 'EndTaxation' });
    if (mayEndTurn(s, empire)) out.push({ type: 'EndTurn' });
    return out;
  }
  const payers = [empire, ...funders(s, empire)];
  if (e.cards.length > 0)
    for (const kind of ENDEAVOUR_KINDS)
      for (const o of optionsOf(s, empire, kind))
        for (const p of payers) {
          const gold = s.empires[p].gold;
          if (o.cost > gold) continue;
          const action: Action = {
            type: 'Endeavour',
            kind,
            base: o.base,
            target: o.target,
            gold: { min: 0, max: Math.min(20, gold - o.cost) },
          };
          out.push(p === empire ? action : { ...action, fundedBy: p });
          if (p === empire && boostCard(s, empire, kind) >= 0) out.push({ ...action, boost: true });
          if (p === empire && mayCancel(s, kind, o.base, o.target)) out.push({ ...action, cancel: true });
        }
  out.push(...dealActions(s, empire));
  holdingCardOptions(s, empire).forEach((o) => out.push({ type: 'PlayHoldingCard', ...o }));
  parleyAreas(s, empire).forEach((area) => out.push({ type: 'CallClaimParley', area }));
  if (t.taxation === 'none') out.push({ type: 'BeginTaxation' });
  if (mayEndTurn(s, empire)) out.push({ type: 'EndTurn' });
  return out;
}

/** S001 33.32 swaps open to the acting empire (affordability and claim rules are checked by decide). */
function dealActions(s: MedievalState, empire: number): Action[] {
  const out: Action[] = [];
  const like = { state: s } as Ctx;
  for (const other of partners(s, empire)) {
    s.areas.forEach((a, give) => {
      s.areas.forEach((b, take) => {
        if (
          hasBit(a.claims, empire) &&
          hasBit(b.claims, other) &&
          mayReceiveClaim(like, other, give) &&
          mayReceiveClaim(like, empire, take)
        )
          out.push({ type: 'SwapClaims', with: other, give, take });
        if (a.owner === empire && b.owner === other && areaSwapAllowed(s, empire, other, give, take))
          out.push({ type: 'SwapAreas', with: other, give, take });
      });
    });
  }
  return out;
}
