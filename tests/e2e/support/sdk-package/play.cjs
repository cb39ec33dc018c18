// A client written as an outside developer would, on the SDK as installed from its tarball: two
// players register, one creates a risk-empires game, both follow it through game sessions and
// play random legal moves until it ends, then the dice are verified.
const { EmpiresClient, verifyGame } = require('@empires/client');
const WebSocket = require('ws');

const url = process.argv[2];
const pick = (list, i) => list[i % list.length];
const value = (field, i) =>
  typeof field === 'object' && field !== null && 'min' in field ? field.min + (i % (field.max - field.min + 1)) : field;
const concrete = (action, i) => Object.fromEntries(Object.entries(action).map(([k, v]) => [k, value(v, i)]));

async function main() {
  const options = { url, webSocketImpl: WebSocket };
  const [ann, ben] = await Promise.all([
    EmpiresClient.register('ann', options),
    EmpiresClient.register('ben', options),
  ]);
  const game = await ann.createGame({
    ruleset: 'risk-empires',
    seats: [{ kind: 'ME' }, { kind: 'OPEN' }],
    options: { setup: 'dealt', roundLimit: 1 },
  });
  await ben.joinSeat(game.id, 1);
  const { version } = await ann.startGame(game.id);
  const sessions = await Promise.all([ann, ben].map((c) => c.session(game.id, { atLeastVersion: version })));
  let moves = 0;
  while (sessions[0].status === 'playing' && moves < 3000) {
    const due = sessions.find((s) => s.toAct().includes(s.seat));
    if (!due) {
      await sessions[0].waitFor((s) => s.status !== 'playing' || s.toAct().length > 0, 10000);
      continue;
    }
    const legal = due.legalActions().filter((a) => a.type !== 'Resign');
    const result = await due.submit(concrete(pick(legal, moves * 7 + 3), moves));
    moves++;
    await Promise.all(sessions.map((s) => s.waitFor((x) => x.version >= result.version, 10000)));
  }
  await Promise.all(sessions.map((s) => s.waitFor((x) => x.events.at(-1)?.type === 'SeedRevealed', 10000)));
  const verified = await verifyGame(await ann.allEvents(game.id));
  console.log(
    JSON.stringify({ status: sessions[0].status, moves, verified: verified.ok, problems: verified.problems }),
  );
  await Promise.all(sessions.map((s) => s.close()));
  await Promise.all([ann.close(), ben.close()]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
