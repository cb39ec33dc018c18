import type { ViewOf } from '@empires/client';
import type { RulesetDescriptor } from '@empires/rules-kernel';

/** The medieval view (`docs/schemas/medieval/view.schema.json`). */
export type MedievalView = ViewOf<'medieval'>;

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
