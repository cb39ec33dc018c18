/**
 * Commands. Pieces are general piece ids (`seat * 5 + number - 1`), spaces are board space
 * numbers. `Resign` is the seed's surrender.
 */
export type WarlordsCommand =
  | { readonly type: 'ChooseEmpire'; readonly empire: number }
  | { readonly type: 'ChooseTurnPlace'; readonly place: number }
  | { readonly type: 'BanGeneral'; readonly general: string }
  | { readonly type: 'DraftGeneral'; readonly general: string }
  | { readonly type: 'ForceGeneral'; readonly general: string; readonly seat: number }
  | { readonly type: 'AssignGenerals'; readonly cards: readonly string[] }
  | { readonly type: 'PlaceTown'; readonly space: number }
  | { readonly type: 'PlaceSupplyLine'; readonly space: number }
  | { readonly type: 'PlaceGeneral'; readonly piece: number; readonly space: number }
  | { readonly type: 'RaiseRegiments'; readonly from: number; readonly piece: number; readonly count: number }
  | { readonly type: 'DismissRegiments'; readonly piece: number; readonly count: number }
  | { readonly type: 'EndRaising' }
  | { readonly type: 'MoveGeneral'; readonly piece: number; readonly to: number; readonly lay: boolean }
  | { readonly type: 'Attack'; readonly piece: number; readonly target: number; readonly main: boolean }
  | { readonly type: 'LeaveTown'; readonly occupy: boolean; readonly to: number }
  | { readonly type: 'EndMovement' }
  | { readonly type: 'Fight'; readonly target: number }
  | { readonly type: 'CommitDefenders'; readonly main: number; readonly assists: readonly number[] }
  | { readonly type: 'AllocateKills'; readonly piece: number; readonly count: number }
  | { readonly type: 'KillGarrison' }
  | { readonly type: 'Retreat'; readonly to: number }
  | { readonly type: 'Recruit'; readonly piece: number }
  | { readonly type: 'DeclineRecruit' }
  | { readonly type: 'MoveChiefOfStaff'; readonly to: number }
  | { readonly type: 'EndTurn' }
  | { readonly type: 'RevealGeneral'; readonly piece: number }
  | { readonly type: 'ProposeEnd'; readonly ranks: readonly number[] }
  | { readonly type: 'AcceptEnd' }
  | { readonly type: 'RejectEnd' }
  | { readonly type: 'Resign' };

export type CommandType = WarlordsCommand['type'];
