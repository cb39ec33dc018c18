import { standingsCsv } from './standings-csv';

describe('standings CSV', () => {
  it('writes a header and one row per entrant, quoting what needs quoting', () => {
    const csv = standingsCsv([
      {
        place: 1,
        entrantId: 'p1',
        name: 'Smith, "Ace"',
        kind: 'player',
        status: 'active',
        points: 2.5,
        tieBreaks: [
          { name: 'buchholz', value: 4 },
          { name: 'rating', value: 12.5 },
        ],
        games: 3,
        wins: 2,
        byes: 0,
      },
      {
        place: 2,
        entrantId: 'bot-1',
        name: 'random bot 1',
        kind: 'bot',
        status: 'withdrawn',
        points: 1,
        tieBreaks: [
          { name: 'buchholz', value: 3 },
          { name: 'rating', value: 0 },
        ],
        games: 2,
        wins: 1,
        byes: 0,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'place,entrant_id,name,kind,status,points,buchholz,rating,games,wins,byes',
      '1,p1,"Smith, ""Ace""",player,active,2.5,4,12.5,3,2,0',
      '2,bot-1,random bot 1,bot,withdrawn,1,3,0,2,1,0',
      '',
    ]);
  });
});
