import type { Actor } from '@empires/contracts';
import { RulesetRegistry, isViolation, type RuleViolation } from '@empires/rules-kernel';
import { diceRace } from '@empires/testing';
import type { GameCommand } from './commands';
import { decideGame, type DecideContext } from './decide-game';
import { evolveGame } from './evolve-game';
import { noGame, type Decided, type GameState, type SeatHolder } from './game-stream';

const registry = new RulesetRegistry([diceRace]);
const ctx: DecideContext = { registry, secret: '00112233445566778899aabbccddeeff', seedHash: 'hash' };
const alice: Actor = { kind: 'player', playerId: 'alice' };
const bob: Actor = { kind: 'player', playerId: 'bob' };
const system: Actor = { kind: 'system', service: 'matchmaking' };

/** given commands (each must be accepted) -> the state they leave. */
function given(...steps: [GameCommand, Actor][]): GameState {
  return steps.reduce((state, [command, actor]) => apply(state, decideGame(state, command, actor, ctx)), noGame);
}
const apply = (state: GameState, decided: Decided[] | RuleViolation): GameState => {
  if (isViolation(decided)) throw new Error(`given step refused: ${decided.code} ${decided.message}`);
  return decided.reduce((s, d) => evolveGame(registry, s, d), state);
};
const when = (state: GameState, command: GameCommand, actor: Actor) => decideGame(state, command, actor, ctx);
const types = (d: Decided[] | RuleViolation) => (isViolation(d) ? d.code : d.map((e) => e.type));

const create = (seats: SeatHolder[] = [{ kind: 'open' }, { kind: 'open' }], start = false): GameCommand => ({
  type: 'CreateGame',
  payload: { ruleset: 'dice-race', seats, options: { target: 6 }, start },
});
const joinAs = (seat: number): GameCommand => ({ type: 'JoinSeat', payload: { seat } });
const roll = (seat: number, expectedVersion?: number): GameCommand => ({
  type: 'SubmitAction',
  payload: { seat, action: { type: 'Roll' }, expectedVersion },
});
const lobbyFull = (): GameState => given([create(), alice], [joinAs(0), alice], [joinAs(1), bob]);

describe('game lifecycle', () => {
  it('creates an open game with the ruleset at its version and the seed hash', () => {
    const d = when(noGame, create(), alice);
    expect(types(d)).toEqual(['GameCreated']);
    const created = (d as Decided[])[0].payload as unknown as { ruleset: string; seedHash: string };
    expect(created.ruleset).toBe('dice-race@1.0.0');
    expect(created.seedHash).toBe('hash');
  });

  it('refuses an unknown ruleset, bad options and a second creation', () => {
    expect(types(when(noGame, { type: 'CreateGame', payload: { ruleset: 'chess', seats: [] } }, alice))).toBe(
      'UNKNOWN_RULESET',
    );
    expect(
      types(
        when(
          noGame,
          { type: 'CreateGame', payload: { ruleset: 'dice-race', seats: [{ kind: 'open' }], options: { target: -1 } } },
          alice,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(types(when(given([create(), alice]), create(), alice))).toBe('ALREADY_EXISTS');
  });

  it('seats players, one seat each, and lets them leave before the start', () => {
    const state = given([create(), alice], [joinAs(0), alice]);
    expect(types(when(state, joinAs(1), alice))).toBe('SEAT_TAKEN');
    expect(types(when(state, joinAs(0), bob))).toBe('SEAT_TAKEN');
    expect(types(when(state, { type: 'LeaveSeat', payload: { seat: 0 } }, alice))).toEqual(['SeatLeft']);
    expect(types(when(state, { type: 'LeaveSeat', payload: { seat: 0 } }, bob))).toBe('FORBIDDEN');
  });

  it('starts only when every seat is filled, and only by its creator', () => {
    const half = given([create(), alice], [joinAs(0), alice]);
    expect(types(when(half, { type: 'StartGame', payload: {} }, alice))).toBe('BAD_USER_INPUT');
    expect(types(when(lobbyFull(), { type: 'StartGame', payload: {} }, bob))).toBe('FORBIDDEN');
    expect(types(when(lobbyFull(), { type: 'StartGame', payload: {} }, alice))).toEqual([
      'GameStarted',
      'RaceStarted',
      'SecretDealt',
      'SecretDealt',
    ]);
  });

  it('starts at once when asked and every seat is a bot', () => {
    const d = when(
      noGame,
      create(
        [
          { kind: 'bot', policy: 'random' },
          { kind: 'bot', policy: 'random' },
        ],
        true,
      ),
      system,
    );
    expect(types(d)).toEqual(['GameCreated', 'GameStarted', 'RaceStarted', 'SecretDealt', 'SecretDealt']);
  });

  it('lets a player act only for the seat it holds', () => {
    const playing = given(
      ...([
        [create(), alice],
        [joinAs(0), alice],
        [joinAs(1), bob],
        [{ type: 'StartGame', payload: {} }, alice],
      ] as [GameCommand, Actor][]),
    );
    expect(types(when(playing, roll(0), bob))).toBe('FORBIDDEN');
    expect(types(when(playing, roll(0), alice))).toEqual(['Rolled']);
    expect(types(when(playing, roll(1), bob))).toBe('NOT_YOUR_TURN');
  });

  it('answers a stale expected version with VERSION_CONFLICT', () => {
    const playing = given(
      ...([
        [create(), alice],
        [joinAs(0), alice],
        [joinAs(1), bob],
        [{ type: 'StartGame', payload: {} }, alice],
      ] as [GameCommand, Actor][]),
    );
    expect(types(when(playing, roll(0, playing.version - 1), alice))).toBe('VERSION_CONFLICT');
    expect(types(when(playing, roll(0, playing.version), alice))).toEqual(['Rolled']);
  });

  it('finishes with the outcome and reveals the secret when the rules say the game is over', () => {
    let state = given(
      ...([
        [create(), alice],
        [joinAs(0), alice],
        [joinAs(1), bob],
        [{ type: 'StartGame', payload: {} }, alice],
      ] as [GameCommand, Actor][]),
    );
    const players = [alice, bob];
    let last: Decided[] = [];
    while (state.status === 'playing') {
      const seat = (state.table!.state as { turn: number }).turn;
      last = when(state, roll(seat), players[seat]) as Decided[];
      state = apply(state, last);
    }
    expect(last.slice(-2).map((d) => d.type)).toEqual(['GameFinished', 'SeedRevealed']);
    expect((last[last.length - 1].payload as unknown as { secret: string }).secret).toBe(ctx.secret);
    expect(types(when(state, roll(0), alice))).toBe('GAME_FINISHED');
  });

  it('aborts by the creator or the system, revealing the secret, and not twice', () => {
    const state = lobbyFull();
    expect(types(when(state, { type: 'AbortGame', payload: { reason: 'x' } }, bob))).toBe('FORBIDDEN');
    const aborted = given([create(), alice], [{ type: 'AbortGame', payload: { reason: 'no players' } }, system]);
    expect(aborted.status).toBe('aborted');
    expect(types(when(aborted, { type: 'AbortGame', payload: { reason: 'x' } }, system))).toBe('GAME_FINISHED');
  });

  it('refuses actions on a game that does not exist or has not started', () => {
    expect(types(when(noGame, roll(0), alice))).toBe('NOT_FOUND');
    expect(types(when(lobbyFull(), roll(0), alice))).toBe('NOT_STARTED');
  });
});

describe('games that start when full, and rematches', () => {
  const full = (): GameCommand => ({
    type: 'CreateGame',
    payload: {
      ruleset: 'dice-race',
      seats: [
        { kind: 'player', playerId: 'alice' },
        { kind: 'reserved', playerId: 'bob' },
      ],
      options: { target: 6 },
      startWhenFull: true,
    },
  });

  it('starts by itself when the last reserved seat is taken, and verifies from its seed', () => {
    const created = given([full(), alice]);
    const joined = when(created, joinAs(1), bob);
    expect(types(joined)).toEqual(['SeatTaken', 'GameStarted', 'RaceStarted', 'SecretDealt', 'SecretDealt']);
  });

  it('takes one rematch offer from a player of a game that is over, none while it runs or from others', () => {
    const playing = lobbyFull();
    const started = apply(playing, decideGame(playing, { type: 'StartGame', payload: {} }, alice, ctx));
    const offer = (seat: number): GameCommand => ({ type: 'OfferRematch', payload: { seat, rematchId: 'g-r' } });
    expect(types(when(started, offer(0), alice))).toBe('NOT_STARTED');
    const over = apply(started, decideGame(started, { type: 'AbortGame', payload: { reason: 'done' } }, alice, ctx));
    expect(types(when(over, offer(1), alice))).toBe('FORBIDDEN');
    const offered = apply(over, when(over, offer(1), bob));
    expect(offered.rematch).toBe('g-r');
    expect(types(when(offered, offer(0), alice))).toBe('ALREADY_OFFERED');
  });
});
