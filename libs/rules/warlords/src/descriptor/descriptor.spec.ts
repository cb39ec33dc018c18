import { descriptorSuite } from '@empires/rules-kernel/testing';
import { areaById, FRAME, neighboursById, type BoardDescriptor } from '@empires/rules-kernel';
import type { Board } from '../board/board';
import { BOARDS } from '../board/boards';
import { GENERALS } from '../generals/generals';
import { warlords } from '../ruleset';

const d = warlords.descriptor;
const duel = d.boardVariants?.boards.duel;
if (!duel) throw new Error('the duel board is not described');
const described: [string, Board, BoardDescriptor][] = [
  ['six-empires', BOARDS['six-empires'], d.board],
  ['duel', BOARDS.duel, duel],
];
const capital = (drawn: BoardDescriptor, board: Board, e: number) => drawn.areas[board.capitals[e]].position;

describe('the warlords descriptor', () => {
  descriptorSuite(warlords);

  it('describes the default board and, under the board option, every other board of the rules', () => {
    expect(d.board.name).toBe(BOARDS['six-empires'].name);
    expect(d.boardVariants?.option).toBe('board');
    expect(Object.keys(d.boardVariants?.boards ?? {})).toEqual(Object.keys(BOARDS).filter((b) => b !== 'six-empires'));
  });

  describe.each(described)('the %s board', (_, board, drawn) => {
    it('has every space of the rules once, by its number', () => {
      expect(drawn.areas.map((a) => a.index)).toEqual(board.hexes.map((__, s) => s));
    });

    it("lists every adjacency of the rules once, so both directions give the rules' neighbours", () => {
      const neighbours = neighboursById(drawn);
      const rebuilt = drawn.areas.map((a) => (neighbours.get(a.id) ?? []).map((n) => areaById(drawn, n).index));
      const rules = board.neighbours.map((ns) => ns.filter((n) => n >= 0).sort((x, y) => x - y));
      expect(rebuilt.map((ns) => ns.sort((x, y) => x - y))).toEqual(rules);
    });

    it('calls a side between two empires a frontier', () => {
      const empire = new Map(drawn.areas.map((a) => [a.id, a.region]));
      drawn.borders.forEach(({ areas: [a, b], kind }) =>
        expect(kind).toBe(empire.get(a) === empire.get(b) ? 'side' : 'frontier'),
      );
    });

    it('groups the spaces into the empires of the rules and marks each capital', () => {
      expect(drawn.regions.map((r) => [r.name, r.areas.map((id) => areaById(drawn, id).index)])).toEqual(
        board.empireNames.map((name, e) => [name, board.spacesOf[e]]),
      );
      expect(drawn.areas.filter((a) => a.kind === 'capital').map((a) => a.index)).toEqual(board.capitals);
    });

    it('draws neighbours as touching hexes: one side apart, the same distance every time', () => {
      const sides = drawn.borders.map(({ areas: [a, b] }) => {
        const p = areaById(drawn, a).position;
        const q = areaById(drawn, b).position;
        return Math.hypot(p.x - q.x, p.y - q.y);
      });
      expect(Math.max(...sides) - Math.min(...sides)).toBeLessThan(0.5);
    });

    it('puts Carrion in the middle of the frame', () => {
      const c = capital(drawn, board, 0);
      expect(Math.abs(c.x - FRAME.width / 2)).toBeLessThan(10);
      expect(Math.abs(c.y - FRAME.height / 2)).toBeLessThan(10);
    });
  });

  it('seats the six empires clockwise round Carrion, as the rules number them', () => {
    const board = BOARDS['six-empires'];
    const c = capital(d.board, board, 0);
    // On screen y runs down, so clockwise is increasing atan2(dy, dx).
    const angles = [1, 2, 3, 4, 5, 6].map((e) => {
      const p = capital(d.board, board, e);
      return Math.atan2(p.y - c.y, p.x - c.x);
    });
    const turns = angles.map((a, i) => (angles[(i + 1) % 6] - a + 2 * Math.PI) % (2 * Math.PI));
    turns.forEach((t) => expect(t).toBeCloseTo(Math.PI / 3, 1));
  });

  it('faces the duel empires across Carrion, one each side', () => {
    const board = BOARDS.duel;
    const [carrion, aurum, dusk] = [0, 1, 2].map((e) => capital(duel, board, e));
    expect(Math.sign(aurum.x - carrion.x)).toBe(-Math.sign(dusk.x - carrion.x));
  });

  it('has one card per general of the rules, numbered as the rules number them', () => {
    expect(d.decks.map((k) => k.id)).toEqual(['generals']);
    expect(d.decks[0].cards.map((c) => [c.id, c.ids])).toEqual(GENERALS.map((g, i) => [g.id, [i]]));
  });
});
