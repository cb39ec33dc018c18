import type { RulesetDescriptor } from '@empires/rules-kernel';

/** The part of the medieval view the page reads (`docs/schemas/medieval/view.schema.json`). */
export interface MedievalView {
  readonly phase: 'new' | 'play' | 'ended';
  readonly round: number;
  readonly lastRound: number;
  readonly order: readonly number[];
  readonly turn: { readonly empire: number; readonly endeavours: number; readonly taxation: string } | null;
  readonly attack: { readonly kind: string; readonly target: number; readonly empire: number } | null;
  readonly pending: { readonly kind: string; readonly empire: number; readonly seat: number } | null;
  readonly areas: readonly AreaState[];
  readonly empires: readonly EmpireState[];
  readonly seats: readonly SeatState[];
  readonly magnates: readonly { readonly name: string; readonly court: number; readonly combat: number }[];
  readonly attackPhase: { readonly group: number } | null;
  readonly raidersRemoved: readonly boolean[];
  readonly initiative: unknown;
  readonly parley: unknown;
  readonly roundEnding: boolean;
  readonly scores: readonly number[] | null;
}

export interface AreaState {
  /** The owning empire, or -1 when independent (unowned or a Magnate's). */
  readonly owner: number;
  readonly magnate: number;
  readonly ss: number;
  readonly fort: number;
  readonly unrest: boolean;
  readonly heretical: boolean;
  /** A bit per empire (1 << empire). */
  readonly ties: number;
  readonly claims: number;
  readonly markers: readonly unknown[];
}

export interface EmpireState {
  readonly status: 'player' | 'allied' | 'independent' | 'removed';
  readonly seat: number;
  readonly leader: { readonly name: string; readonly c: number; readonly a: number; readonly d: number };
  readonly court: number;
  readonly gold: number;
  readonly yearCards: number;
  readonly held: readonly number[];
  readonly lasting: readonly number[];
}

export interface SeatState {
  readonly empire: number;
  readonly resigned: boolean;
  readonly ledger: number;
}

/** The seat whose colour an empire's areas take: a seat's own empire only; allies and independents are neutral. */
export const colourOf = (v: MedievalView, empire: number): number | undefined =>
  empire < 0 ? undefined : v.empires[empire]?.status === 'player' ? v.empires[empire].seat : -1;

/** Empires with a bit set in an area's `ties` or `claims`. */
export const empiresIn = (bits: number, count: number): number[] =>
  Array.from({ length: count }, (_, e) => e).filter((e) => bits & (1 << e));

/**
 * Empire names in scenario order, from the ids the `empires` option takes ("german-empire" is the
 * German Empire): the view numbers empires in that order.
 */
export function empireNamesOf(descriptor: RulesetDescriptor): string[] {
  const items = descriptor.options.find((o) => o.key === 'empires')?.schema.items as { enum?: string[] } | undefined;
  return (items?.enum ?? []).map((id) =>
    id
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' '),
  );
}
