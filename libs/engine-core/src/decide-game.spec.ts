import type { Actor } from '@empires/contracts';
import { RulesetRegistry, isViolation, type RuleViolation } from '@empires/rules-kernel';
import { deciderSpec } from '@empires/rules-kernel/testing';
import { diceRace } from '@empires/testing';
import type { GameCommand } from './commands';
import { lifecycle } from './decided';
import { decideGame, type DecideContext } from './decide-game';
import { evolveGame } from './evolve-game';
import { noGame, type Decided, type GameState, type SeatHolder } from './game-stream';

const registry = new RulesetRegistry([diceRace]);
const ctx: DecideContext = { registry, secret: '00112233445566778899aabbccddeeff', seedHash: 'hash' };
const alice: Actor = { kind: 'player', playerId: 'alice' };
const bob: Actor = { kind: 'player', playerId: 'bob' };
const system: Actor = { kind: 'system', service: 'matchmaking' };

const game = deciderSpec({
  initialState: noGame,
  decide: (state: GameState, command: GameCommand, actor: Actor) => decideGame(state, command, actor, ctx),
  evolve: (state: GameState, decided: Decided) => evolveGame(registry, state, decided),
  isRefusal: isViolation,
});

/** given commands (each must be accepted) -> the state they leave. */
function given(...steps: [GameCommand, Actor][]): GameState {
  return steps.reduce((state, [command, actor]) => apply(state, decideGame(state, command, actor, ctx)), noGame);
}
const apply = (state: GameState, decided: Decided[] | RuleViolation): GameState => {
  if (isViolation(decided)) throw new Error(`given step refused: ${decided.code} ${decided.message}`);
  return decided.reduce((s, d) => evolveGame(registry, s, d), state);
};

const create = (seats: SeatHolder[] = [{ kind: 'open' }, { kind: 'open' }], start = false): GameCommand => ({
  type: 'CreateGame',
  payload: { ruleset: 'dice-race', seats, options: { target: 6 }, start },
});
const joinAs = (seat: number): GameCommand => ({ type: 'JoinSeat', payload: { seat } });
const roll = (seat: number, expectedVersion?: number): GameCommand => ({
  type: 'SubmitAction',
  payload: { seat, action: { type: 'Roll' }, expectedVersion },
});
const start: GameCommand = { type: 'StartGame', payload: {} };
const abort = (reason: string): GameCommand => ({ type: 'AbortGame', payload: { reason } });
/** The game these commands (each accepted) leave, to decide the next on. */
const after = (...steps: [GameCommand, Actor][]) => game.givenState(given(...steps));
const noGameYet = () => game.given();
const created = () => after([create(), alice]);
const seated = () => after([create(), alice], [joinAs(0), alice]);
const lobbyFull = () => after([create(), alice], [joinAs(0), alice], [joinAs(1), bob]);
const playing = () => after([create(), alice], [joinAs(0), alice], [joinAs(1), bob], [start, alice]);
/** The events a dice race begins with, whoever starts it. */
const raceBegins = [{ type: 'GameStarted' }, { type: 'RaceStarted' }, { type: 'SecretDealt' }, { type: 'SecretDealt' }];

describe('game lifecycle', () => {
  it('creates an open game with the ruleset at its version and the seed hash', () => {
    noGameYet()
      .when(create(), alice)
      .then(
        lifecycle({
          type: 'GameCreated',
          ruleset: 'dice-race@1.0.0',
          seats: [{ kind: 'open' }, { kind: 'open' }],
          options: { target: 6 },
          seedHash: 'hash',
          createdBy: alice,
        }),
      );
  });

  it('refuses an unknown ruleset, bad options and a second creation', () => {
    noGameYet()
      .when({ type: 'CreateGame', payload: { ruleset: 'chess', seats: [] } }, alice)
      .thenViolation('UNKNOWN_RULESET');
    noGameYet()
      .when(
        { type: 'CreateGame', payload: { ruleset: 'dice-race', seats: [{ kind: 'open' }], options: { target: -1 } } },
        alice,
      )
      .thenViolation('BAD_USER_INPUT');
    created().when(create(), alice).thenViolation('ALREADY_EXISTS');
  });

  it('seats players, one seat each, and lets them leave before the start', () => {
    const lobby = seated();
    lobby.when(joinAs(1), alice).thenViolation('SEAT_TAKEN');
    lobby.when(joinAs(0), bob).thenViolation('SEAT_TAKEN');
    lobby
      .when({ type: 'LeaveSeat', payload: { seat: 0 } }, alice)
      .then(lifecycle({ type: 'SeatLeft', seat: 0, holder: { kind: 'player', playerId: 'alice' } }));
    lobby.when({ type: 'LeaveSeat', payload: { seat: 0 } }, bob).thenViolation('FORBIDDEN');
  });

  it("refuses a seat that is not an integer among the game's seats (BAD_USER_INPUT), deciding no event", () => {
    const seat = (type: 'LeaveSeat' | 'Resign' | 'ReclaimSeat' | 'JoinSeat', value: unknown) =>
      ({ type, payload: { seat: value } }) as GameCommand;
    lobbyFull().when(seat('LeaveSeat', '1'), bob).thenViolation('BAD_USER_INPUT');
    lobbyFull().when(seat('LeaveSeat', 1.5), bob).thenViolation('BAD_USER_INPUT');
    lobbyFull().when(seat('LeaveSeat', 2), bob).thenViolation('BAD_USER_INPUT');
    created().when(seat('JoinSeat', '0'), alice).thenViolation('BAD_USER_INPUT');
    playing().when(seat('Resign', '0'), alice).thenViolation('BAD_USER_INPUT');
    playing().when(seat('ReclaimSeat', '0'), alice).thenViolation('BAD_USER_INPUT');
    // No seat asked for: the first open one.
    created()
      .when({ type: 'JoinSeat', payload: {} }, bob)
      .then(lifecycle({ type: 'SeatTaken', seat: 0, holder: { kind: 'player', playerId: 'bob' } }));
  });

  it('starts only when every seat is filled, and only by its creator', () => {
    seated().when(start, alice).thenViolation('BAD_USER_INPUT');
    lobbyFull().when(start, bob).thenViolation('FORBIDDEN');
    lobbyFull()
      .when(start, alice)
      .thenLike(...raceBegins);
  });

  it('starts at once when asked and every seat is a bot', () => {
    const bots: SeatHolder[] = [
      { kind: 'bot', policy: 'random' },
      { kind: 'bot', policy: 'random' },
    ];
    noGameYet()
      .when(create(bots, true), system)
      .thenLike({ type: 'GameCreated' }, ...raceBegins);
  });

  it('lets a player act only for the seat it holds', () => {
    playing().when(roll(0), bob).thenViolation('FORBIDDEN');
    playing().when(roll(0), alice).thenLike({ type: 'Rolled' });
    playing().when(roll(1), bob).thenViolation('NOT_YOUR_TURN');
  });

  it("resigns a seat for its player, or for the system (a tournament's withdrawal), not for another player", () => {
    const resign = (seat: number): GameCommand => ({ type: 'Resign', payload: { seat } });
    playing().when(resign(0), bob).thenViolation('FORBIDDEN');
    playing().when(roll(0), system).thenViolation('FORBIDDEN'); // resigning is all the system does for a seat
    for (const by of [alice, system]) {
      const { events, state } = playing().when(resign(0), by).thenAccepted();
      expect(events.map((e) => e.type)).toEqual(['Resigned', 'RaceWon', 'GameFinished', 'SeedRevealed']);
      expect(state.outcome?.ranks).toEqual([2, 1]);
    }
  });

  it('answers a stale expected version with VERSION_CONFLICT', () => {
    const { version } = playing().state;
    playing()
      .when(roll(0, version - 1), alice)
      .thenViolation('VERSION_CONFLICT');
    playing().when(roll(0, version), alice).thenLike({ type: 'Rolled' });
  });

  it('finishes with the outcome and reveals the secret when the rules say the game is over', () => {
    let state = playing().state;
    const players = [alice, bob];
    let last: readonly Decided[] = [];
    while (state.status === 'playing') {
      const seat = (state.table!.state as { turn: number }).turn;
      ({ events: last, state } = game.givenState(state).when(roll(seat), players[seat]).thenAccepted());
    }
    expect(last.slice(-2)).toMatchObject([
      { type: 'GameFinished' },
      lifecycle({ type: 'SeedRevealed', secret: ctx.secret }),
    ]);
    game.givenState(state).when(roll(0), alice).thenViolation('GAME_FINISHED');
  });

  it('aborts by the creator or the system, revealing the secret, and not twice', () => {
    lobbyFull().when(abort('x'), bob).thenViolation('FORBIDDEN');
    const aborted = created()
      .when(abort('no players'), system)
      .then(
        lifecycle({ type: 'GameAborted', reason: 'no players' }),
        lifecycle({ type: 'SeedRevealed', secret: ctx.secret }),
      );
    expect(aborted.state.status).toBe('aborted');
    game.givenState(aborted.state).when(abort('x'), system).thenViolation('GAME_FINISHED');
  });

  it('refuses actions on a game that does not exist or has not started', () => {
    noGameYet().when(roll(0), alice).thenViolation('NOT_FOUND');
    lobbyFull().when(roll(0), alice).thenViolation('NOT_STARTED');
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
    game
      .givenState(given([full(), alice]))
      .when(joinAs(1), bob)
      .thenLike(lifecycle({ type: 'SeatTaken', seat: 1, holder: { kind: 'player', playerId: 'bob' } }), ...raceBegins);
  });

  it('takes one rematch offer from a player of a game that is over, none while it runs or from others', () => {
    const offer = (seat: number): GameCommand => ({ type: 'OfferRematch', payload: { seat, rematchId: 'g-r' } });
    playing().when(offer(0), alice).thenViolation('NOT_STARTED');
    const over = after([create(), alice], [joinAs(0), alice], [joinAs(1), bob], [start, alice], [abort('done'), alice]);
    over.when(offer(1), alice).thenViolation('FORBIDDEN');
    const offered = over.when(offer(1), bob).then(lifecycle({ type: 'RematchOffered', gameId: 'g-r', by: 1 }));
    expect(offered.state.rematch).toBe('g-r');
    game.givenState(offered.state).when(offer(0), alice).thenViolation('ALREADY_OFFERED');
  });
});
