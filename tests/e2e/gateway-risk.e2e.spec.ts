import { waitFor } from '@empires/testing';
import { Dice, sampleAction } from '@empires/rules-kernel';
import { gatewayStack, type Player } from './support/gateway-stack';
import type { Subscription } from './support/graphql-client';
import { suiteStack } from './support/suite-stack';

type Streamed = { gameEvents: { seq: number; type: string; payload: Record<string, unknown> } };

const GAME = `query($id: ID!) { game(id: $id) { status version toAct outcome { ranks reason } } }`;
const LEGAL = `query($id: ID!, $seat: Int!) { game(id: $id) { legalActions(seat: $seat) { version actions } } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;
const EVENTS = `subscription($gameId: ID!, $afterSeq: Int) { gameEvents(gameId: $gameId, afterSeq: $afterSeq) { seq type payload } }`;

/** Every goods card a payload names, by the event schema of the risk-empires README (-1 = hidden). */
const GOODS_FIELDS: Record<string, readonly string[]> = {
  GoodsPilesShuffled: ['piles'],
  GoodsDrawn: ['cards'],
  GoodsCardTaken: ['card'],
  TradeProposed: ['cards'],
  TradeCompleted: ['given', 'received'],
  GoodsLost: ['cards'],
  EmpireCardsBought: ['goods'],
  GoodsDiscarded: ['cards'],
};
const goodsIn = (type: string, payload: Record<string, unknown>): number[] =>
  (GOODS_FIELDS[type] ?? [])
    .flatMap((field) => [payload[field]].flat(2) as number[])
    .filter((card) => typeof card === 'number' && card >= 0);

describe('gateway: a whole risk-empires game through the public API', () => {
  const s = suiteStack(() => gatewayStack());

  it('two players play to the outcome over HTTP while both and a spectator follow over graphql-ws; the spectator never sees a goods card', async () => {
    const [alice, bob, eve] = await s.players('alice', 'bob', 'eve');
    const { createGame } = await alice.data<{ createGame: { id: string } }>(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`,
      {
        input: {
          ruleset: 'risk-empires',
          seats: [{ kind: 'ME' }, { kind: 'OPEN' }],
          options: { roundLimit: 4, setup: 'dealt' },
        },
      },
    );
    const gameId = createGame.id;
    await bob.data(`mutation($g: ID!) { joinSeat(gameId: $g) { version } }`, { g: gameId });
    const follow = (p: Player, afterSeq = 0) => p.subscribe<Streamed>(EVENTS, { gameId, afterSeq });
    const [forAlice, forBob, forEve] = [follow(alice), follow(bob), follow(eve)];
    let reconnecting = follow(eve);
    await alice.data(`mutation($g: ID!) { startGame(gameId: $g) { version } }`, { g: gameId });
    await s.history.settled(gameId); // the queries below are history's: let it hear of the game first

    const seatOf = [alice, bob];
    const dice = Dice.fromSeed(2026);
    let moves = 0;
    let refusedForOther = false;
    let resumedAfter = -1;
    const goodsView = async (p: Player, atSeq: number) =>
      (
        await p.data<{ game: { view: { view: { goods: number[][] } } } }>(
          `query($id: ID!, $at: Int) { game(id: $id) { view(atSeq: $at) { view } } }`,
          { id: gameId, at: atSeq },
        )
      ).game.view.view;
    const liveViews: { spectator: { goods: number[][] }; player: { goods: number[][] } }[] = [];
    for (;;) {
      const { game } = await alice.data<{ game: { status: string; version: number; toAct: number[] } }>(GAME, {
        id: gameId,
      });
      if (game.status === 'OPEN') {
        // History has not heard of the start yet.
        const started = async () =>
          (await alice.data<{ game: { status: string } }>(GAME, { id: gameId })).game.status !== 'OPEN';
        await waitFor(started, 30_000, 'history to hear of the start');
        continue;
      }
      if (game.status !== 'PLAYING') break;
      const seat = game.toAct[0];
      const me = seatOf[seat];
      const { game: answer } = await me.data<{
        game: { legalActions: { version: number; actions: Record<string, unknown>[] } };
      }>(LEGAL, { id: gameId, seat });
      const legal = answer.legalActions;
      const playing = legal.actions.filter((a) => a.type !== 'Resign');
      if (playing.length === 0) continue; // history moved on between the two questions: ask again
      const action = sampleAction(dice.pick(playing), dice);
      if (!refusedForOther) {
        expect(await seatOf[1 - seat].code(SUBMIT, { input: { gameId, seat, action } })).toBe('FORBIDDEN');
        refusedForOther = true;
      }
      const r = await me.request(SUBMIT, { input: { gameId, seat, action, expectedVersion: legal.version } });
      const code = r.errors?.[0]?.extensions?.code;
      // History may lag the engine by a move: a stale version, or a game that just ended, is asked again.
      if (code && code !== 'VERSION_CONFLICT' && code !== 'GAME_FINISHED')
        throw new Error(`move ${JSON.stringify(action)} refused: ${JSON.stringify(r.errors)}`);
      moves++;
      // Both views of one moment of the live game: the spectator's and a player's.
      if (moves % 10 === 0)
        liveViews.push({ spectator: await goodsView(eve, game.version), player: await goodsView(alice, game.version) });
      if (moves === 30) {
        // A client drops its connection mid-game and comes back after the last seq it saw.
        await reconnecting.close();
        resumedAfter = reconnecting.received.at(-1)?.gameEvents.seq ?? 0;
        reconnecting = follow(eve, resumedAfter);
      }
      if (moves > 5000) throw new Error('the game did not end within 5000 moves');
    }

    const { game } = await alice.data<{ game: { status: string; version: number; outcome: { reason: string } } }>(
      GAME,
      { id: gameId },
    );
    expect(game.status).toBe('FINISHED');
    const all = [forAlice, forBob, forEve, reconnecting];
    for (const sub of all) await sub.until(() => sub.completed, 60_000, 'the streams to complete');
    const seqs = (sub: Subscription<Streamed>) => sub.received.map((r) => r.gameEvents.seq);
    const from = (k: number) => Array.from({ length: game.version - k }, (_, i) => k + i + 1);
    expect(seqs(forAlice)).toEqual(from(0));
    expect(seqs(forBob)).toEqual(from(0));
    expect(seqs(forEve)).toEqual(from(0));
    expect(resumedAfter).toBeGreaterThan(0);
    expect(seqs(reconnecting)).toEqual(from(resumedAfter));

    const seen = (sub: Subscription<Streamed>) =>
      sub.received.flatMap((r) => goodsIn(r.gameEvents.type, r.gameEvents.payload));
    expect(seen(forEve)).toEqual([]);
    expect(seen(reconnecting)).toEqual([]);
    // The players do see their own cards: the check above could have failed.
    expect(seen(forAlice).length + seen(forBob).length).toBeGreaterThan(0);
    expect(liveViews.length).toBeGreaterThan(0);
    for (const { spectator, player } of liveViews) {
      expect(spectator.goods.flat().filter((c) => c !== -1)).toEqual([]);
      expect(spectator.goods.map((h) => h.length)).toEqual(player.goods.map((h) => h.length));
    }
    await Promise.all(all.map((sub) => sub.close()));
  });
});
