import type { RulesetDescriptor } from '@empires/rules-kernel';
import type { AreaMark, Badge, BoardAdapter, Names, Panel } from '../adapter';
import { listOf } from '../words';
import { medievalDice, medievalEvent } from './medieval-events';
import { colourOf, empireNamesOf, empiresIn, type MedievalView } from './medieval-view';

/** An area's name without what its brackets add ("Lorraine (Lotharingia: Aachen...)" is Lorraine), for long lists. */
const short = (name: string) => name.replace(/ \(.*\)$/, '');

const PENDING: Record<string, string> = {
  defense: 'whether to defend',
  slot: 'an initiative slot',
  contest: 'whether to contest a conquest',
  courtlessAlly: 'what becomes of a courtless ally',
  counterGold: 'counter-gold',
  discard: 'an event card to discard',
  eventTarget: "an event card's target",
  court: 'a new court',
};

/**
 * Medieval Empires: land areas in the colour of the seat whose empire owns them (allies,
 * independents and Magnates neutral), the social state as the label, courts, forts and unrest as
 * pieces. Seas are no areas here: the rules number them apart and the board's sea is drawn anyway.
 */
export function medieval(descriptor: RulesetDescriptor): BoardAdapter {
  const empireNames = empireNamesOf(descriptor);
  const empire = (e: number) => empireNames[e] ?? `empire ${e}`;
  const phaseName = (id: string) => descriptor.phases.find((p) => p.id === id)?.name ?? id;

  function holder(v: MedievalView, owner: number, magnate: number, names: Names): string {
    if (owner < 0) return magnate >= 0 ? `the Magnate ${v.magnates[magnate]?.name}` : 'independent';
    const e = v.empires[owner];
    const who =
      e?.status === 'player'
        ? names.seat(e.seat)
        : e?.status === 'allied'
          ? `allied to ${names.seat(e.seat)}`
          : 'independent';
    return `${empire(owner)} (${who})`;
  }

  return {
    board(d) {
      const land = d.board.areas.filter((a) => a.kind === 'land');
      const ids = new Set(land.map((a) => a.id));
      return { ...d.board, areas: land, borders: d.board.borders.filter((b) => b.areas.every((id) => ids.has(id))) };
    },
    areaFields: ['area', 'base', 'target', 'give', 'take'],

    marks(view, names) {
      const v = view as MedievalView;
      return v.areas.map((a, i): AreaMark => {
        const badges: Badge[] = [];
        v.empires.forEach((e, n) => e.court === i && badges.push({ shape: 'flag', text: `court of ${empire(n)}` }));
        v.magnates.forEach(
          (m) =>
            m.court === i &&
            badges.push({ shape: 'general', text: `court of the Magnate ${m.name} (combat ${m.combat})` }),
        );
        if (a.fort > 0) badges.push({ shape: 'castle', text: `fort ${a.fort}` });
        const troubles = [a.unrest ? 'unrest' : '', a.heretical ? 'heresy' : ''].filter(Boolean);
        if (troubles.length) badges.push({ shape: 'alert', text: troubles.join(' and ') });
        const claims = empiresIn(a.claims, v.empires.length).map(empire);
        const ties = empiresIn(a.ties, v.empires.length).map(empire);
        const note = [
          holder(v, a.owner, a.magnate, names),
          `social state ${a.ss}`,
          ...badges.map((b) => b.text),
          claims.length ? `claimed by ${listOf(claims)}` : '',
          ties.length ? `ties of ${listOf(ties)}` : '',
          a.markers.length ? `${a.markers.length} conquest marker(s)` : '',
        ];
        return {
          owner: a.owner >= 0 ? colourOf(v, a.owner) : a.magnate >= 0 ? -1 : undefined,
          label: String(a.ss),
          badges,
          note: note.filter(Boolean).join('; '),
        };
      });
    },

    phase(view) {
      const v = view as MedievalView;
      if (v.phase === 'new') return 'Waiting to start';
      if (v.phase === 'ended') return 'Game over';
      const step = v.initiative
        ? phaseName('initiative')
        : v.attackPhase
          ? phaseName(v.attackPhase.group < v.raidersRemoved.length ? 'raiders' : 'magnates')
          : v.turn
            ? `${empire(v.turn.empire)}'s turn, ${phaseName('actions')}`
            : phaseName(v.roundEnding ? 'endOfRound' : 'empireTurns');
      return `Round ${v.round} of ${v.lastRound}: ${step}`;
    },

    panels(view, seat, names) {
      const v = view as MedievalView;
      const panels: Panel[] = [];
      const areasOf = (e: number) => v.areas.flatMap((a, i) => (a.owner === e ? [i] : []));
      const mine = seat === undefined ? undefined : v.seats[seat];
      if (mine) {
        const e = v.empires[mine.empire];
        const { name, c, a, d } = e.leader;
        const cards = (ids: readonly number[]) => listOf(ids.map((id) => names.card('events', id))) || 'none';
        const bit = (key: 'claims' | 'ties') =>
          v.areas.flatMap((area, i) => (area[key] & (1 << mine.empire) ? [short(names.area(i))] : []));
        const allies = v.empires.flatMap((x, n) => (x.status === 'allied' && x.seat === seat ? [empire(n)] : []));
        panels.push({
          title: 'Your empire',
          rows: [
            `${empire(mine.empire)}, led by ${name} (combat ${c}, administration ${a}, diplomacy ${d})`,
            `Gold: ${e.gold}`,
            `Court: ${e.court >= 0 ? names.area(e.court) : 'in exile'}`,
            `Areas: ${areasOf(mine.empire).length}`,
            `Year cards: ${e.yearCards}`,
            `Event cards held: ${cards(e.held)}`,
            `Lasting cards: ${cards(e.lasting)}`,
            `Claims: ${listOf(bit('claims')) || 'none'}`,
            `Ties: ${listOf(bit('ties')) || 'none'}`,
            ...(allies.length ? [`Allies: ${listOf(allies)}`] : []),
            ...(mine.ledger ? [`Alliance VP: ${mine.ledger}`] : []),
          ],
        });
      }
      panels.push({
        title: 'Empires',
        rows: v.empires.flatMap((e, n) =>
          e.status === 'removed'
            ? []
            : [
                `${holder(v, n, -1, names)}: ${e.leader.name}, ${areasOf(n).length} areas, ${e.gold} gold${e.court < 0 ? ', in exile' : ''}`,
              ],
        ),
      });
      const round: string[] = [];
      if (v.order.length) round.push(`Turn order: ${v.order.map(empire).join(' → ')}`);
      if (v.attack) round.push(`Under way: ${v.attack.kind} on ${names.area(v.attack.target)}`);
      if (v.pending)
        round.push(
          `${names.seat(v.pending.seat)} chooses ${PENDING[v.pending.kind] ?? v.pending.kind} for ${empire(v.pending.empire)}`,
        );
      if (v.scores) round.push(`Scores: ${v.scores.map((s, i) => `${names.seat(i)} ${s}`).join(', ')}`);
      if (round.length) panels.push({ title: 'Round', rows: round });
      return panels;
    },

    describeEvent(type, payload, names) {
      return medievalEvent(type, payload, names, empire, this.areaFields);
    },
    dice: (type, payload, names) => medievalDice(type, payload, names, empire),
  };
}
