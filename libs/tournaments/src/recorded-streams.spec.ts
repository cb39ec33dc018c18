import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TournamentEvent } from './events';
import { repairFromAudit } from './pairing/audit';
import { nextRound } from './rounds/next-round';
import { standingsOf } from './standings/standings';
import { fold } from './state';
import { tournamentView } from './view';

const dir = join(__dirname, 'testing/recorded');
const streams = readdirSync(dir).filter((f) => f.endsWith('.ndjson'));
const read = (file: string): TournamentEvent[] =>
  readFileSync(join(dir, file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as TournamentEvent);

describe.each(streams)('the tournament recorded in %s while tournament-pairings paired it', (file) => {
  const events = read(file);

  it('folds to the standings and champion it recorded', () => {
    const state = fold(events);
    const finished = events.find((e) => e.type === 'TournamentFinished');
    expect(finished).toBeDefined();
    expect(state.status).toBe('finished');
    if (finished?.type !== 'TournamentFinished') return;
    expect(standingsOf(state)).toEqual(finished.standings);
    expect(state.champion).toBe(finished.champion);
    expect(tournamentView(state).standings).toEqual(finished.standings);
    for (const [i, e] of events.entries())
      if (e.type === 'TournamentRoundClosed') expect(standingsOf(fold(events.slice(0, i)))).toEqual(e.standings);
  });

  const paired = events.map((e, i) => ({ e, i })).filter(({ e }) => e.type === 'TournamentRoundPaired');
  if (file.startsWith('swiss')) {
    it('keeps its recorded pairings, whose audits name the old library and are not drawn again', () => {
      for (const { e } of paired) {
        if (e.type !== 'TournamentRoundPaired') continue;
        expect(e.audit?.library).toBe('tournament-pairings@2.0.1');
        expect(() => repairFromAudit(e.audit!)).toThrow(/cannot be drawn again/);
      }
    });
  } else {
    it('pairs every round again exactly as recorded, from the events before it', () => {
      for (const { e, i } of paired) {
        if (e.type !== 'TournamentRoundPaired') continue;
        const next = nextRound(fold(events.slice(0, i)));
        expect(next).toEqual({ kind: 'paired', round: e.round, pairings: e.pairings });
      }
    });
  }
});
