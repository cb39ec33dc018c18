/**
 * What each area of a warlords or medieval board should show, from the server's view alone: the
 * browser test compares the page's `data-owner` and `data-label` with these.
 */

export interface WarlordsView {
  readonly pieces: readonly {
    readonly owner: number;
    readonly dealtTo: number;
    readonly revealed: boolean;
    readonly regiments: number;
    readonly space: number;
    readonly status: string;
    readonly general: string | null;
  }[];
  readonly towns: readonly { readonly occupant: number }[];
  readonly townAt: readonly number[];
  readonly lines: readonly number[];
}

/** A space shows the colour of the general on it, else of the town's occupant, else of the supply line; a general's regiments. */
export function warlordsAreas(v: WarlordsView) {
  return v.townAt.map((town, space) => {
    const here = v.pieces.filter((p) => p.space === space && (p.status === 'active' || p.status === 'abandoned'));
    const occupant = town >= 0 ? v.towns[town].occupant : -1;
    const owner = here.length ? here[0].owner : occupant >= 0 ? occupant : v.lines[space] >= 0 ? v.lines[space] : '';
    return { owner: String(owner), label: here.length ? String(here.reduce((n, p) => n + p.regiments, 0)) : '' };
  });
}

export interface MedievalView {
  readonly areas: readonly { readonly owner: number; readonly magnate: number; readonly ss: number }[];
  readonly empires: readonly { readonly status: string; readonly seat: number }[];
}

/** A land area shows its owner's seat when a seat plays that empire, neutral for others and Magnates; its social state. */
export function medievalAreas(v: MedievalView) {
  return v.areas.map((a) => {
    const owner =
      a.owner >= 0 ? (v.empires[a.owner].status === 'player' ? v.empires[a.owner].seat : -1) : a.magnate >= 0 ? -1 : '';
    return { owner: String(owner), label: String(a.ss) };
  });
}
