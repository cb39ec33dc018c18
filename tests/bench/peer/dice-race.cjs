// The bench's game for boardgame.io, as `libs/testing/src/dice-race.ts` is for Empires: two seats
// take turns rolling a die towards a target nobody reaches in a run. The roll runs on the server
// only (`client: false`), as every Empires move does, and its die comes from the server's seeded
// random source.
const DiceRace = {
  name: 'dice-race',
  setup: ({ ctx }) => ({ scores: Array.from({ length: ctx.numPlayers }, () => 0), target: 1e9 }),
  moves: {
    roll: {
      move: ({ G, ctx, random }) => {
        G.scores[Number(ctx.currentPlayer)] += random.D6();
      },
      client: false,
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => {
    const winner = G.scores.findIndex((score) => score >= G.target);
    return winner >= 0 ? { winner: String(winner) } : undefined;
  },
};

module.exports = { DiceRace };
