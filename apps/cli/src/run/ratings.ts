import { writeFileSync } from 'node:fs';
import type { RatingRecord } from '@empires/analysis';
import { whole } from '../errors';
import type { ServerOptions } from '../options';
import { connect } from '../server';

export interface RatingsOptions extends ServerOptions {
  readonly ruleset: string;
  readonly first: string;
  readonly out?: string;
}

export async function runRatings(o: RatingsOptions): Promise<void> {
  // Read before connecting: a mistyped count is the caller's error, not a server's refusal of NaN.
  const first = whole('first', o.first, 1);
  const client = connect(o);
  try {
    const board = await client.ratings.leaderboard(o.ruleset, first);
    const records: RatingRecord[] = [];
    for (const player of board) {
      const history = await client.ratings.history(player.playerId, o.ruleset);
      records.push(
        ...history.map((h) => ({ playerId: player.playerId, name: player.name, ruleset: player.ruleset, ...h })),
      );
    }
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join('');
    if (o.out) writeFileSync(o.out, text);
    else process.stdout.write(text);
    console.error(`ratings: ${board.length} players, ${records.length} rated games`);
  } finally {
    await client.close();
  }
}
