import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

function specTitles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return specTitles(p);
    if (!p.endsWith('.spec.ts')) return [];
    const src = readFileSync(p, 'utf8');
    const titled = [...src.matchAll(/\b(?:it|describe)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)];
    // A table titled '%s' names each of its tests by the first string of the row.
    const tables = [...src.matchAll(/\bit\.each\(\[([\s\S]*?)\](?: as const)?\)\('%s'/g)];
    const rowTitles = tables.flatMap((t) => [...t[1].matchAll(/^\s*\[\s*(['"`])((?:\\.|(?!\1).)*)\1/gm)]);
    return [...titled, ...rowTitles].map((m) => m[2].replace(/\\(.)/g, '$1'));
  });
}

/** Rows of a seed table: case, and the test titles quoted in its last column. */
function rows(heading: string): { case: string; tests: string[] }[] {
  const table = readme.split(heading)[1].split('\n## ')[0];
  return table
    .split('\n')
    .filter((l) => /^\| (3\d|1[28])\./.test(l))
    .map((l) => {
      const cells = l.split(' | ');
      const last = cells[cells.length - 1];
      return { case: cells[0].slice(2), tests: [...last.matchAll(/"([^"]+)"/g)].map((m) => m[1].replace(/ ?…$/, '')) };
    });
}

describe('the README maps every seed case to tests that exist', () => {
  const titles = specTitles(join(root, 'src'));
  const s001 = rows('## Map of seed 001');
  const s003 = rows('## Map of seed 003');

  it('names every case of seed 001, 33.11 to 33.64', () => {
    const cases = [
      '33.11',
      '33.12',
      '33.13',
      '33.21',
      '33.22',
      '33.23',
      '33.24A',
      '33.24B',
      '33.24C',
      '33.24D',
      '33.25',
      '33.26',
      '33.27',
      '33.28',
      '33.29',
    ];
    cases.push(
      '33.31',
      '33.32',
      '33.33',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `33.4${i}`),
      '33.5',
      '33.61',
      '33.62',
      '33.63',
      '33.64',
    );
    for (const c of cases) expect(s001.some((r) => r.case.startsWith(c))).toBe(true);
  });

  it('names every case of seed 003, 12.11 to 12.42 and 18.x', () => {
    const cases = [
      '12.11',
      '12.12',
      '12.13',
      '12.14',
      '12.15',
      '12.16',
      '12.17',
      '12.2',
      '12.3',
      '12.31',
      '12.32',
      '12.41(1)',
      '12.41(2)',
      '12.42',
    ];
    cases.push(
      '18.0(1)',
      '18.0(2a)',
      '18.0(2b)',
      '18.0(2c)',
      '18.0(2d)',
      '18.0(3a)',
      '18.0(3b)',
      '18.0(4)',
      '18.11',
      '18.12',
      '18.2',
      '18.3(1)',
      '18.3(2)',
      '18.3(3)',
    );
    for (const c of cases) expect(s003.some((r) => r.case.startsWith(c))).toBe(true);
  });

  it('every case names at least one test, and every test named exists', () => {
    for (const r of [...s001, ...s003]) {
      const missing = r.tests.filter((t) => !titles.some((title) => title.startsWith(t)));
      expect({ case: r.case, missing, named: r.tests.length > 0 }).toEqual({ case: r.case, missing: [], named: true });
    }
  });
});
