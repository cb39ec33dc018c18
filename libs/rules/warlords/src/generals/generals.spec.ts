import { GENERALS, generalIndex } from './generals';

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
});
