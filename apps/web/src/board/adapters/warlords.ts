import type { RulesetDescriptor } from '@empires/rules-kernel';
import type { AreaMark, Badge, BoardAdapter, Names, Panel } from '../adapter';
import { listOf } from '../words';
import { warlordsDice, warlordsEvent } from './warlords-events';
import { boardOf, chiefSpaces, empireNames, piecesBySpace, type PieceView, type WarlordsView } from './warlords-view';

const regiments = (n: number) => `${n} ${n === 1 ? 'regiment' : 'regiments'}`;

const PENDING: Record<string, string> = {
  leaveTown: 'whether to occupy the town',
  retreat: 'where to retreat',
  recruit: 'whom to recruit',
};

/**
 * Warlords: spaces in the colour of the general, town or supply line on them, the regiments of a
 * general as the label, generals as stars where the viewer knows who they are and as face-down
 * squares where not; towns, capitals and chiefs of staff as pieces.
 */
export function warlords(descriptor: RulesetDescriptor): BoardAdapter {
  const phaseName = (id: string) => descriptor.phases.find((p) => p.id === id)?.name ?? id;
  const cardText = (id: string) =>
    descriptor.decks.find((d) => d.id === 'generals')?.cards.find((c) => c.id === id)?.text ?? '';
  const general = (piece: PieceView, names: Names) =>
    `general ${piece.number} of ${piece.owner < 0 ? 'nobody (abandoned)' : names.seat(piece.owner)}`;

  function badgeOf(piece: PieceView, names: Names): Badge {
    if (piece.general === null) return { shape: 'hidden', text: `${general(piece, names)}, face down` };
    const known = piece.revealed ? '' : ' (face down; you know him)';
    return { shape: 'general', text: `${general(piece, names)}: ${names.card('generals', piece.general)}${known}` };
  }

  return {
    board: (d, view) => boardOf(d, (view as WarlordsView | null)?.options),
    areaFields: ['space', 'from', 'to', 'target'],

    marks(view, names) {
      const v = view as WarlordsView;
      const board = boardOf(descriptor, v.options);
      const empires = empireNames(board);
      const at = piecesBySpace(v);
      const chiefs = chiefSpaces(v);
      const marks: AreaMark[] = [];
      for (const { index } of board.areas) {
        const here = at.get(index) ?? [];
        const town = (v.townAt[index] ?? -1) >= 0 ? v.towns[v.townAt[index]] : undefined;
        const line = v.lines[index] ?? -1;
        const owner = here.length
          ? here[0].piece.owner
          : town && town.occupant >= 0
            ? town.occupant
            : line >= 0
              ? line
              : undefined;
        const badges: Badge[] = here.map(({ piece }) => badgeOf(piece, names));
        const notes = here.map(({ piece }) => `${badgeOf(piece, names).text}, ${regiments(piece.regiments)}`);
        if (town) {
          const held = town.occupant >= 0 ? `held by ${names.seat(town.occupant)}` : 'unoccupied';
          const text = `${town.kind === 'capital' ? 'capital' : 'town'} of ${empires[town.empire] ?? 'an empire'}, ${held}`;
          badges.unshift({ shape: town.kind === 'capital' ? 'castle' : 'city', text });
          notes.push(text);
        }
        const chief = chiefs.get(index);
        if (chief !== undefined) {
          badges.push({ shape: 'flag', text: `chief of staff of ${names.seat(chief)}` });
          notes.push(`chief of staff of ${names.seat(chief)}`);
        }
        if (line >= 0) notes.push(`supply line of ${names.seat(line)}`);
        marks[index] = {
          owner,
          label: here.length ? String(here.reduce((n, { piece }) => n + piece.regiments, 0)) : undefined,
          badges,
          note: notes.join('; ') || undefined,
        };
      }
      return marks;
    },

    phase(view) {
      const v = view as WarlordsView;
      if (v.phase === 'new') return 'Waiting to start';
      if (v.phase === 'ended') return 'Game over';
      if (v.phase !== 'play' || !v.turn) return phaseName(v.phase);
      const empire = empireNames(boardOf(descriptor, v.options))[v.seats[v.turn.seat]?.empire ?? -1];
      return `Round ${v.turn.round}${empire ? `, ${empire}` : ''}: ${phaseName(v.turn.step)}`;
    },

    panels(view, seat, names) {
      const v = view as WarlordsView;
      const empires = empireNames(boardOf(descriptor, v.options));
      const panels: Panel[] = [];
      if (seat !== undefined && v.seats[seat]) {
        const hand = v.seats[seat].hand ?? [];
        const mine = v.pieces.filter((p) => p.owner === seat || (p.dealtTo === seat && p.owner < 0));
        const rows = mine
          .filter((p): p is PieceView & { readonly general: string } => p.general !== null)
          .map((p) => {
            const where =
              p.status === 'active'
                ? `${regiments(p.regiments)} on ${names.area(p.space)}`
                : p.status.replace('unplaced', 'not placed yet');
            const chief =
              v.seats[seat].chief >= 0 && v.pieces[v.seats[seat].chief] === p ? ', with your chief of staff' : '';
            return `${p.number}. ${names.card('generals', p.general)} (${p.revealed ? 'revealed' : 'face down'}): ${where}${chief}. ${cardText(p.general)}`;
          });
        if (hand.length) rows.unshift(`In hand: ${listOf(hand.map((id) => names.card('generals', id)))}`);
        panels.push({ title: 'Your generals', rows: rows.length ? rows : ['None yet'] });
      }
      panels.push({
        title: 'Players',
        rows: v.seats.map((s, i) => {
          const generals = v.pieces.filter((p) => p.owner === i && p.status === 'active');
          return [
            `${names.seat(i)}: ${empires[s.empire] ?? 'no empire yet'}`,
            `${generals.length} generals`,
            regiments(generals.reduce((n, p) => n + p.regiments, 0)),
            `${v.towns.filter((t) => t.occupant === i).length} towns held`,
            s.handSize ? `${s.handSize} cards in hand` : '',
            s.status === 'playing' ? '' : s.status,
          ]
            .filter(Boolean)
            .join(', ');
        }),
      });
      const turn: string[] = [];
      if (v.order.length) turn.push(`Turn order: ${v.order.map((s) => names.seat(s)).join(' → ')}`);
      const battles = v.turn?.battles.filter((b) => !b.fought) ?? [];
      if (battles.length) turn.push(`Battles to fight: ${listOf(battles.map((b) => names.area(b.target)))}`);
      if (v.pending) turn.push(`${names.seat(v.pending.seat)} chooses ${PENDING[v.pending.kind] ?? v.pending.kind}`);
      if (v.proposal)
        turn.push(`${names.seat(v.proposal.seat)} proposes to end the game: ranks ${v.proposal.ranks.join(', ')}`);
      if (turn.length) panels.push({ title: 'Turn', rows: turn });
      return panels;
    },

    describeEvent(type, payload, names) {
      return warlordsEvent(type, payload, names, this.areaFields);
    },
    dice: warlordsDice,
  };
}
