import { isRange, matchesAction, type Range } from '@empires/rules-kernel';

/** A legal action as the server offers it: a command whose numeric fields may be ranges. */
export type Offered = Readonly<Record<string, unknown>> & { readonly type: string };

/** A number the player chooses within what the offers allow. */
interface Amount {
  readonly field: string;
  /** Every value offered, when they were listed one by one. */
  readonly values?: readonly number[];
  readonly range: Range;
}

/** Offers that differ only in their amounts: one form with a control per amount. */
export interface ActionGroup {
  readonly key: string;
  readonly type: string;
  readonly fixed: Readonly<Record<string, unknown>>;
  readonly amounts: readonly Amount[];
  readonly offers: readonly Offered[];
}

/** The areas an offer names; -1 in an area field names none ("from exile", "no area"). */
const areasNamed = (offer: Readonly<Record<string, unknown>>, areaFields: readonly string[]): number[] =>
  areaFields.map((f) => offer[f]).filter((v): v is number => typeof v === 'number' && v >= 0);

/** The offers naming `area` in one of `areaFields`, or (area undefined) those naming no area. */
export function offersAt(offers: readonly Offered[], areaFields: readonly string[], area: number | undefined) {
  return offers.filter((offer) => {
    const named = areasNamed(offer, areaFields);
    return area === undefined ? named.length === 0 : named.includes(area);
  });
}

/** Areas some offer names: those the board lets the player click. */
export function areasOffered(offers: readonly Offered[], areaFields: readonly string[]): Set<number> {
  return new Set(offers.flatMap((offer) => areasNamed(offer, areaFields)));
}

/**
 * Groups offers that name the same areas and fixed values, so that "attack with 1, 2 or 3 dice"
 * is one choice with an amount, not three buttons. Area fields stay fixed; other numbers become amounts.
 */
export function groupOffers(offers: readonly Offered[], areaFields: readonly string[]): ActionGroup[] {
  const groups = new Map<string, { fixed: Record<string, unknown>; offers: Offered[]; amountFields: Set<string> }>();
  for (const offer of offers) {
    const fixed: Record<string, unknown> = {};
    const amountFields = new Set<string>();
    for (const [field, value] of Object.entries(offer)) {
      const amount = isRange(value) || (typeof value === 'number' && !areaFields.includes(field));
      if (amount) amountFields.add(field);
      else fixed[field] = value;
    }
    const key = JSON.stringify(fixed) + [...amountFields].sort().join(',');
    const group = groups.get(key) ?? { fixed, offers: [], amountFields };
    group.offers.push(offer);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, g]) => ({
    key,
    type: g.fixed.type as string,
    fixed: g.fixed,
    offers: g.offers,
    amounts: [...g.amountFields].map((field) => amountOf(field, g.offers)),
  }));
}

function amountOf(field: string, offers: readonly Offered[]): Amount {
  const ranges = offers.map((o) => o[field]).filter(isRange);
  const values = [...new Set(offers.map((o) => o[field]).filter((v): v is number => typeof v === 'number'))].sort(
    (a, b) => a - b,
  );
  const min = Math.min(...values, ...ranges.map((r) => r.min));
  const max = Math.max(...values, ...ranges.map((r) => r.max));
  return ranges.length ? { field, range: { min, max } } : { field, values, range: { min, max } };
}

/** The command a group makes with the amounts chosen, if one of its offers allows it. */
export function commandOf(group: ActionGroup, chosen: Readonly<Record<string, number>>): Offered | undefined {
  const command = { ...group.fixed, ...chosen } as Offered;
  return group.offers.some((offer) => matchesAction(offer, command)) ? command : undefined;
}
