import { descriptorSuite } from '@empires/rules-kernel/testing';
import { areaById, deckById, FRAME, neighboursById } from '@empires/rules-kernel';
import { EMPIRE_CARDS, INITIAL_SUPPLY } from '../data/empire';
import { GOODS_CARDS, GOODS_VALUE } from '../data/goods';
import { ADJACENT, CONTINENT_OF, CONTINENTS, TERRITORY_IDS } from '../data/map';
import { TERRITORY_CARDS } from '../data/territory-cards';
import { riskEmpires } from '../ruleset';
import { SEA_LINES } from './places';

const d = riskEmpires.descriptor;
const area = (id: string) => areaById(d.board, id).position;
const deck = (id: string) => deckById(d, id);

describe('the risk-empires descriptor', () => {
  descriptorSuite(riskEmpires);

  it('has every territory of the map once, by its index', () => {
    expect(d.board.areas.map((a) => [a.index, a.id])).toEqual(TERRITORY_IDS.map((id, t) => [t, id]));
  });

  it("lists every adjacency of the rules once, so both directions give the rules' ADJACENT", () => {
    const neighbours = neighboursById(d.board);
    const rebuilt = TERRITORY_IDS.map((id) => (neighbours.get(id) ?? []).map((n) => areaById(d.board, n).index));
    expect(rebuilt.map((n) => n.sort((x, y) => x - y))).toEqual(ADJACENT);
    expect(d.board.borders).toHaveLength(83);
  });

  it('marks exactly the sea lines of the classic board, each one an adjacency of the rules', () => {
    const sea = d.board.borders.filter((b) => b.kind === 'sea').map((b) => [...b.areas].sort().join('/'));
    expect(sea.sort()).toEqual(SEA_LINES.map((pair) => [...pair].sort().join('/')).sort());
  });

  it('puts continents with their territories and bonuses as the rules have them', () => {
    expect(d.board.regions.map((r) => [r.id, r.bonus, r.areas])).toEqual(
      CONTINENTS.map((c) => [c.id, c.bonus, c.territories.map((t) => TERRITORY_IDS[t])]),
    );
    d.board.areas.forEach((a) => expect(a.region).toBe(CONTINENTS[CONTINENT_OF[a.index]].id));
  });

  it('lays out the familiar world: Alaska at the left edge, Kamchatka at the right, their link drawn off the edges', () => {
    expect(area('alaska').x).toBeLessThan(FRAME.width * 0.1);
    expect(area('kamchatka').x).toBeGreaterThan(FRAME.width * 0.9);
    const link = d.board.borders.find((b) => b.areas.includes('alaska') && b.areas.includes('kamchatka'));
    expect(link).toMatchObject({ kind: 'sea', wraps: true });
    expect(d.board.borders.filter((b) => b.wraps)).toHaveLength(1);
  });

  it('keeps places where they are: Brazil south of Venezuela, Europe between the Americas and Asia, Australia south-east of Siam', () => {
    expect(area('brazil').y).toBeGreaterThan(area('venezuela').y);
    expect(area('argentina').y).toBeGreaterThan(area('brazil').y);
    expect(area('great-britain').x).toBeGreaterThan(area('greenland').x);
    expect(area('ural').x).toBeGreaterThan(area('ukraine').x);
    expect(area('eastern-australia').x).toBeGreaterThan(area('siam').x);
    expect(area('eastern-australia').y).toBeGreaterThan(area('siam').y);
    expect(area('egypt').y).toBeGreaterThan(area('southern-europe').y);
  });

  it('has the 44 territory cards, the 58 goods cards and the 58 empire cards of the rules, each rules id once', () => {
    const ids = (id: string) => deck(id).cards.flatMap((c) => c.ids);
    const count = (id: string) => deck(id).cards.reduce((n, c) => n + c.count, 0);
    expect(ids('territory-cards').sort((a, b) => a - b)).toEqual(Array.from({ length: TERRITORY_CARDS }, (_, i) => i));
    expect(ids('goods').sort((a, b) => a - b)).toEqual(Array.from({ length: GOODS_CARDS }, (_, i) => i));
    expect([count('territory-cards'), count('goods'), count('empire-cards')]).toEqual([44, 58, EMPIRE_CARDS]);
    deck('goods').cards.forEach((c) => c.ids.forEach((id) => expect(c.value).toBe(GOODS_VALUE[id])));
    deck('empire-cards').cards.forEach((c) => expect(c.count).toBe(INITIAL_SUPPLY[c.ids[0]]));
  });
});
