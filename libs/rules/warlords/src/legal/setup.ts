import type { LegalAction } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import { GENERALS } from '../generals/generals';
import { currentDraftStep, draftable, forceTargets } from '../setup/draft';
import { placementDone, placementOptions } from '../setup/placement';
import { currentPicker, openEmpires, openPlaces } from '../setup/sides';
import type { WarlordsState } from '../state';

type Action = LegalAction<WarlordsCommand>;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).forEach((rest) => out.push([x, ...rest])),
  );
  return out;
}

export function setupActions(s: WarlordsState, seat: number): Action[] {
  if (s.phase === 'sides') {
    if (currentPicker(s) !== seat) return [];
    return [
      ...openEmpires(s, seat).map((empire): Action => ({ type: 'ChooseEmpire', empire })),
      ...openPlaces(s, seat).map((place): Action => ({ type: 'ChooseTurnPlace', place })),
    ];
  }
  if (s.phase === 'draft') return draftActions(s, seat);
  if (s.phase === 'generals') {
    if (s.seats[seat].assigned) return [];
    return permutations(s.seats[seat].hand.map((c) => GENERALS[c].id)).map(
      (cards): Action => ({ type: 'AssignGenerals', cards }),
    );
  }
  if (placementDone(s, seat)) return [];
  const o = placementOptions(s, seat);
  return [
    ...o.towns.map((space): Action => ({ type: 'PlaceTown', space })),
    ...o.lines.map((space): Action => ({ type: 'PlaceSupplyLine', space })),
    ...o.generals.flatMap((g) => g.spaces.map((space): Action => ({ type: 'PlaceGeneral', piece: g.piece, space }))),
  ];
}

function draftActions(s: WarlordsState, seat: number): Action[] {
  const now = currentDraftStep(s);
  if (!now || now.step.seat !== seat) return [];
  const id = (g: number) => GENERALS[g].id;
  if (now.step.kind === 'ban')
    return (s.draft?.pool ?? [])
      .filter((g) => s.draft?.bannedBy[g] === -1)
      .map((g): Action => ({ type: 'BanGeneral', general: id(g) }));
  if (now.step.kind === 'pick')
    return draftable(s, seat).map((g): Action => ({ type: 'DraftGeneral', general: id(g) }));
  return forceTargets(s, seat).flatMap((target) =>
    draftable(s, target).map((g): Action => ({ type: 'ForceGeneral', general: id(g), seat: target })),
  );
}
