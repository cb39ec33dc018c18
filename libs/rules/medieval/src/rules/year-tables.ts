/**
 * The Year Card result tables (design M8.3 / Appendix A): per endeavour and band A..E, the results with
 * the highest card number giving each. Read a card by the first entry whose bound is at least its number.
 */
export type TableKind = 'conquest' | 'pillage' | 'diplomacy' | 'ruling' | 'fortification' | 'conversion' | 'defense';
type Row = readonly (readonly [string, number])[];

export const YEAR_TABLES: Record<TableKind, readonly Row[]> = {
  conquest: [
    [
      ['-B', 20],
      ['0', 54],
      ['C', 56],
    ],
    [
      ['-B', 10],
      ['0', 44],
      ['C', 53],
      ['C*', 56],
    ],
    [
      ['-B', 5],
      ['0', 32],
      ['C', 48],
      ['C*', 56],
    ],
    [
      ['-B', 2],
      ['0', 20],
      ['C', 44],
      ['C*', 56],
    ],
    [
      ['0', 10],
      ['C', 40],
      ['C*', 56],
    ],
  ],
  pillage: [
    [
      ['-B', 16],
      ['0', 50],
      ['-T', 54],
      ['G', 56],
    ],
    [
      ['-B', 8],
      ['0', 38],
      ['-T', 44],
      ['G', 54],
      ['GU', 56],
    ],
    [
      ['-B', 4],
      ['0', 24],
      ['-T', 30],
      ['G', 50],
      ['GU', 56],
    ],
    [
      ['-B', 1],
      ['0', 12],
      ['-T', 18],
      ['G', 46],
      ['GU', 56],
    ],
    [
      ['0', 4],
      ['-T', 8],
      ['G', 42],
      ['GU', 56],
    ],
  ],
  diplomacy: [
    [
      ['-B', 8],
      ['0', 53],
      ['T', 56],
    ],
    [
      ['-B', 4],
      ['0', 44],
      ['T', 55],
      ['C', 56],
    ],
    [
      ['-B', 2],
      ['0', 31],
      ['T', 53],
      ['C', 55],
      ['T/C', 56],
    ],
    [
      ['0', 21],
      ['T', 51],
      ['C', 54],
      ['T/C', 56],
    ],
    [
      ['0', 12],
      ['T', 48],
      ['C', 52],
      ['T/C', 56],
    ],
  ],
  ruling: [
    [
      ['-1', 18],
      ['0', 48],
      ['Calm', 54],
      ['R+', 56],
    ],
    [
      ['-1', 10],
      ['0', 36],
      ['Calm', 46],
      ['R+', 56],
    ],
    [
      ['-1', 4],
      ['0', 20],
      ['Calm', 30],
      ['R+', 56],
    ],
    [
      ['-1', 1],
      ['0', 10],
      ['Calm', 18],
      ['R+', 56],
    ],
    [
      ['0', 2],
      ['Calm', 8],
      ['R+', 56],
    ],
  ],
  fortification: [
    [
      ['-1', 16],
      ['0', 52],
      ['F', 56],
    ],
    [
      ['-1', 8],
      ['0', 42],
      ['F', 56],
    ],
    [
      ['-1', 4],
      ['0', 26],
      ['F', 56],
    ],
    [
      ['-1', 1],
      ['0', 14],
      ['F', 56],
    ],
    [
      ['0', 4],
      ['F', 56],
    ],
  ],
  conversion: [
    [
      ['-1U', 18],
      ['0', 55],
      ['V', 56],
    ],
    [
      ['-1U', 12],
      ['0', 50],
      ['V', 56],
    ],
    [
      ['-1U', 6],
      ['0', 40],
      ['V', 56],
    ],
    [
      ['-1U', 2],
      ['0', 30],
      ['V', 56],
    ],
    [
      ['0', 20],
      ['V', 56],
    ],
  ],
  defense: [
    [
      ['-D', 12],
      ['0', 52],
      ['H', 56],
    ],
    [
      ['-D', 6],
      ['0', 46],
      ['H', 54],
      ['X', 56],
    ],
    [
      ['-D', 3],
      ['0', 38],
      ['H', 50],
      ['X', 56],
    ],
    [
      ['-D', 1],
      ['0', 30],
      ['H', 46],
      ['X', 56],
    ],
    [
      ['0', 22],
      ['H', 42],
      ['X', 56],
    ],
  ],
};

export const BANDS = ['A', 'B', 'C', 'D', 'E'] as const;

/** M8.1: A ER <= -4, B -3..0, C +1..+4, D +5..+7, E >= +8 (the steps of S001 33.25). */
export function bandOf(er: number): number {
  if (er <= -4) return 0;
  if (er <= 0) return 1;
  if (er <= 4) return 2;
  if (er <= 7) return 3;
  return 4;
}

export function readCard(kind: TableKind, er: number, card: number): string {
  const row = YEAR_TABLES[kind][bandOf(er)];
  for (const [result, bound] of row) if (card <= bound) return result;
  return '0';
}

/** Cards with the stature-check mark (M7.4; option `statureCheckMarks`). */
export const hasStatureMark = (card: number, marks: readonly number[] = [7, 14, 21, 28, 35, 42, 49, 56]): boolean =>
  marks.includes(card);

/** The ER track runs -10..+19 (M9.3). */
export const clampER = (er: number): number => Math.max(-10, Math.min(19, er));
