import { GENERALS, generalIndex, loadGenerals } from './generals';

describe('general deck', () => {
  it('holds at least 20 distinct generals (five each for six players needs 30)', () => {
    expect(GENERALS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(GENERALS.map((g) => g.id)).size).toBe(GENERALS.length);
  });

  it('limits Leonidas to 10 regiments (his con)', () => {
    expect(GENERALS[generalIndex('leonidas')].con).toEqual({ kind: 'maxRegiments', value: 10 });
  });

  it('makes Charlemagne slow (his con lowers speed)', () => {
    const con = GENERALS[generalIndex('charlemagne')].con;
    expect(con.kind).toBe('speed');
    expect(con.value).toBeLessThan(0);
  });

  it('has Alexander kill his chief of staff when he loses a battle equipped', () => {
    expect(GENERALS[generalIndex('alexander')].con.kind).toBe('killsChiefOfStaffOnDefeat');
  });

  it('lets one general (Ashoka, the table row "21-30 Ash") command up to 30 regiments', () => {
    expect(GENERALS[generalIndex('ashoka')].pro).toEqual({ kind: 'maxRegiments', value: 30 });
  });

  it('gives every general a pro and a con with exact numeric effects', () => {
    GENERALS.forEach((g) => {
      expect(Number.isInteger(g.pro.value)).toBe(true);
      expect(Number.isInteger(g.con.value)).toBe(true);
    });
  });

  it("refuses, at load, a trait of a kind no rule applies, a value that is not whole, and Alexander's con at any value but 1", () => {
    const leonidas = {
      id: 'leonidas',
      name: 'Leonidas',
      pro: { kind: 'defend', value: 5 },
      con: { kind: 'maxRegiments', value: 10 },
    };
    expect(loadGenerals([leonidas])).toEqual([GENERALS[generalIndex('leonidas')]]);
    expect(() => loadGenerals([{ ...leonidas, pro: { kind: 'charm', value: 5 } }])).toThrow(
      'general leonidas: no rule applies a trait of kind charm',
    );
    expect(() => loadGenerals([{ ...leonidas, con: { kind: 'toString', value: 1 } }])).toThrow('kind toString');
    expect(() => loadGenerals([{ ...leonidas, pro: { kind: 'defend', value: 2.5 } }])).toThrow(
      'trait defend has no whole value',
    );
    expect(() => loadGenerals([{ ...leonidas, con: { kind: 'killsChiefOfStaffOnDefeat', value: 2 } }])).toThrow(
      'trait killsChiefOfStaffOnDefeat takes the value 1',
    );
  });
});
