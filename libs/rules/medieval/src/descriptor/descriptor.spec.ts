import { descriptorSuite } from '@empires/rules-kernel/testing';
import { areaById, deckById } from '@empires/rules-kernel';
import { CARDS } from '../cards/deck';
import { MAP } from '../data/millennium';
import { isLandLinked } from '../map/geo';
import { medieval } from '../ruleset';
import { STRAITS } from './places';

const d = medieval.descriptor;
const at = (id: string) => areaById(d.board, id).position;
const ofKind = (kind: string) => d.board.areas.filter((a) => a.kind === kind);
const pairs = (kind: string) => d.board.borders.filter((b) => b.kind === kind).map((b) => b.areas);

describe('the medieval descriptor', () => {
  descriptorSuite(medieval);

  it('has every land and sea area of the map once, by its index', () => {
    expect(ofKind('land').map((a) => [a.index, a.id])).toEqual(MAP.areas.map((a, i) => [i, a.id]));
    expect(ofKind('sea').map((a) => [a.index, a.id])).toEqual(MAP.seas.map((s, j) => [j, s.id]));
    expect(d.board.areas).toHaveLength(90 + 16);
  });

  it('lists every land link of the rules once, straits named, so both directions give the rules’ links', () => {
    const index = (id: string) => areaById(d.board, id).index;
    const rebuilt: Set<number>[] = MAP.areas.map(() => new Set());
    [...pairs('land'), ...pairs('strait')].forEach(([a, b]) => {
      rebuilt[index(a)].add(index(b));
      rebuilt[index(b)].add(index(a));
    });
    MAP.areas.forEach((a, i) =>
      expect([...rebuilt[i]].sort((x, y) => x - y)).toEqual([...new Set(a.land)].sort((x, y) => x - y)),
    );
    const links = MAP.areas.reduce((n, a) => n + new Set(a.land).size, 0) / 2;
    expect(pairs('land').length + pairs('strait').length).toBe(links);
  });

  it('marks the six straits of the map, each a land link of the rules', () => {
    const key = (p: readonly string[]) => [...p].sort().join('/');
    expect(pairs('strait').map(key).sort()).toEqual(STRAITS.map((s) => key(s.areas)).sort());
    const index = (id: string) => MAP.areas.findIndex((a) => a.id === id);
    STRAITS.forEach(({ areas: [a, b] }) => expect(isLandLinked(index(a), index(b))).toBe(true));
  });

  it('lists every coast and sea passage of the rules once', () => {
    const coasts = MAP.areas.flatMap((a) => a.seas.map((s) => [a.id, MAP.seas[s].id].join('/')));
    expect(
      pairs('coast')
        .map((p) => p.join('/'))
        .sort(),
    ).toEqual(coasts.sort());
    const passages = MAP.seas.flatMap((s) => s.neighbors.map((n) => [s.id, MAP.seas[n].id].sort().join('/')));
    expect(
      pairs('sea')
        .map((p) => [...p].sort().join('/'))
        .sort(),
    ).toEqual([...new Set(passages)].sort());
    expect(pairs('sea').length * 2).toBe(passages.length);
  });

  it('groups land areas into the regions of the map', () => {
    d.board.regions.forEach((r) =>
      expect(r.areas).toEqual(MAP.areas.filter((a) => a.region === r.id).map((a) => a.id)),
    );
    expect(d.board.regions.flatMap((r) => r.areas)).toHaveLength(90);
  });

  it('puts places where they are: London north-west of Paris, Norway north of Denmark, Sicily south of Naples, Jerusalem south-east of Constantinople', () => {
    expect(at('wessex').x).toBeLessThan(at('ile-de-france').x);
    expect(at('wessex').y).toBeLessThan(at('ile-de-france').y);
    expect(at('norway').y).toBeLessThan(at('denmark').y);
    expect(at('sicily').y).toBeGreaterThan(at('naples').y);
    expect(at('jerusalem').x).toBeGreaterThan(at('constantinople').x);
    expect(at('jerusalem').y).toBeGreaterThan(at('constantinople').y);
    expect(at('portugal').x).toBeLessThan(at('castille').x);
    expect(at('kiev').x).toBeGreaterThan(at('poland').x);
  });

  it('has the 56 event cards of the rules, numbered as the rules number them, and the 56 Year cards', () => {
    const events = deckById(d, 'events');
    expect(events.cards.flatMap((c) => c.ids).sort((a, b) => a - b)).toEqual(CARDS.map((_, i) => i));
    events.cards.forEach((c) => expect(c.ids.map((i) => CARDS[i])).toEqual(c.ids.map(() => CARDS[c.ids[0]])));
    expect(events.cards.reduce((n, c) => n + c.count, 0)).toBe(56);
    const year = deckById(d, 'year');
    expect(year.cards.map((c) => c.value)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
  });
});
