// boardgame.io's own server (Koa and socket.io, matches kept in memory) on the port given.
const { Server } = require('boardgame.io/server');
const { DiceRace } = require('./dice-race.cjs');

const port = Number(process.argv[2]);
// Its clients here are Node processes, which send no Origin: CORS is beside the point.
const server = Server({ games: [DiceRace], origins: ['http://127.0.0.1'] });
server.run({ port }, () => console.log(`peer: boardgame.io listening on ${port}`));
