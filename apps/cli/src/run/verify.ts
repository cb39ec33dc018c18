import { verifyGame } from '@empires/client';
import { gamesFrom } from '../file-games';
import type { ServerOptions } from '../options';

export async function runVerify(source: string, o: ServerOptions & { json?: boolean }): Promise<void> {
  const games = await gamesFrom(source, o);
  let failed = 0;
  let verified = 0;
  const results = [];
  for (const game of games) {
    if (!game.events.some((e) => e.type === 'SeedRevealed')) {
      results.push({ game: game.id, ok: null, problems: ['not over: its seed is not revealed yet'] });
      if (!o.json) console.log(`${game.id}: cannot tell yet (the game is not over, its seed is not revealed)`);
      continue;
    }
    const v = await verifyGame(game.events);
    verified++;
    if (!v.ok) failed++;
    results.push({
      game: game.id,
      ok: v.ok,
      decisions: v.decisions,
      seedMatchesHash: v.seedMatchesHash,
      problems: v.problems,
    });
    if (o.json) continue;
    if (v.ok)
      console.log(
        `${game.id}: yes, ${v.decisions} decisions re-derived from the revealed seed, which matches the hash published at creation`,
      );
    else
      console.log(
        [
          `${game.id}: NO`,
          ...v.problems.slice(0, 10).map((p) => `  ${p}`),
          ...(v.problems.length > 10 ? [`  ... ${v.problems.length - 10} more`] : []),
        ].join('\n'),
      );
  }
  if (o.json) console.log(JSON.stringify(results, null, 2));
  else if (verified === 0) console.log('verified: no game could be checked (none is over)');
  else
    console.log(
      failed === 0 ? `verified: yes (${verified} games)` : `verified: NO (${failed} of ${verified} games differ)`,
    );
  process.exitCode = failed > 0 || verified === 0 ? 1 : 0;
}
