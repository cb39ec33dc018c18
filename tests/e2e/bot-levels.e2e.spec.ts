import { waitFor } from '@empires/testing';
import { gatewayStack } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';
import { riskBotGame } from './support/bot-games';

type Seat = { seat: number; kind: string; level: string | null };
type Offer = { level: string; name: string; description: string };
type Event = { seq: number; type: string; actor: { kind: string; policy?: string; seat?: number } };

const LEVELS = `query($r: String!) { botLevels(ruleset: $r) { level name description } }`;
const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id seats { seat kind level } } }`;
const GAME = `query($id: ID!, $after: Int!) { game(id: $id) { status seats { seat kind level } events(afterSeq: $after, limit: 1000) { seq type actor } } }`;

describe('bot levels through the public API', () => {
  const s = suiteStack(() => gatewayStack({}, { bots: true }));

  it('offers each ruleset its levels with how they play, and refuses one a ruleset does not offer', async () => {
    const { botLevels } = await s.client.data<{ botLevels: Offer[] }>(LEVELS, { r: 'risk-empires' });
    expect(botLevels.map((o) => [o.level, o.name])).toEqual([
      ['EASY', 'Easy'],
      ['MEDIUM', 'Medium'],
      ['HARD', 'Hard'],
    ]);
    expect(botLevels[1].description).toMatch(/continents/);
    // A ruleset the bots know nothing of (a test fixture) is offered random play only.
    expect((await s.client.data<{ botLevels: Offer[] }>(LEVELS, { r: 'dice-race' })).botLevels).toEqual([
      expect.objectContaining({ level: 'EASY' }),
    ]);

    const ann = await s.player('ann');
    const refused = await ann.request(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'BOT', level: 'HARD' }] },
    });
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'BOT_LEVEL_NOT_OFFERED' });
    expect(refused.errors?.[0]?.message).toBe('dice-race offers no hard bot; it offers easy');
    const clock = { control: { kind: 'perMove', moveMs: 60_000, reserveMs: 0 }, policy: { botLevel: 'medium' } };
    const standIn = await ann.request(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }], clock },
    });
    expect(standIn.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'BOT_LEVEL_NOT_OFFERED' });
    const both = { kind: 'BOT', level: 'EASY', policy: 'random' };
    expect(await ann.code(CREATE, { input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, both] } })).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('seats a medium and a hard bot in a new game, reports their levels, and they play it to its end', async () => {
    const bea = await s.player('bea');
    const { createGame } = await bea.data<{ createGame: { id: string; seats: Seat[] } }>(CREATE, {
      input: riskBotGame(['MEDIUM', 'HARD'], { roundLimit: 2, setup: 'dealt' }),
    });
    expect(createGame.seats).toEqual([
      { seat: 0, kind: 'BOT', level: 'MEDIUM' },
      { seat: 1, kind: 'BOT', level: 'HARD' },
    ]);

    const events: Event[] = [];
    const game = await waitFor(
      async () => {
        const { game } = await bea.data<{ game: { status: string; seats: Seat[]; events: Event[] } }>(GAME, {
          id: createGame.id,
          after: events.at(-1)?.seq ?? 0,
        });
        events.push(...game.events);
        return game.status === 'FINISHED' && game;
      },
      150_000,
      'the bots to play the game to its end',
    );
    expect(game.seats.map((x) => x.level)).toEqual(['MEDIUM', 'HARD']);
    const movers = new Set(
      events.filter((e) => e.actor.kind === 'bot').map((e) => `${e.actor.seat}:${e.actor.policy}`),
    );
    expect([...movers].sort()).toEqual(['0:medium', '1:hard']);
  });

  it('adds a bot of a level to a table, and the table reports it', async () => {
    const cal = await s.player('cal');
    const { createTable } = await cal.data<{ createTable: { tableId: string } }>(
      `mutation { createTable(ruleset: "risk-empires", seats: 2) { tableId } }`,
    );
    const { addBot } = await cal.data<{ addBot: { seats: Seat[] } }>(
      `mutation($t: ID!) { addBot(tableId: $t, level: EASY) { seats { seat kind level } } }`,
      { t: createTable.tableId },
    );
    expect(addBot.seats[1]).toEqual({ seat: 1, kind: 'BOT', level: 'EASY' });
  });
});
