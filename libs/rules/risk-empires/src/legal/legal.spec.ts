import fc from 'fast-check';
import { Dice, isViolation, matchesAction, sampleAction } from '@empires/rules-kernel';
import type { RiskCommand } from '../commands';
import { riskEmpires as R } from '../ruleset';
import { refuse } from '../testing/decisions';
import { board, inStep, opening, T } from '../testing/fixtures';
import { randomGame } from '../testing/random-game';

describe('legal actions', () => {
  it('every listed action, sampled, is accepted by decide, at every point of random games', () => {
    const probe = Dice.fromSeed(99);
    let checked = 0;
    for (const [seats, seed] of [
      [2, 1],
      [3, 2],
      [5, 3],
      [6, 4],
    ]) {
      const game = randomGame(seats, seed, {
        roundLimit: 4,
        setup: (['standard', 'byChoice', 'dealt'] as const)[seed % 3],
      });
      for (const step of game.steps.filter((_, i) => i % 3 === 0)) {
        for (const seat of R.toAct(step.before)) {
          const actions = R.legalActions(step.before, seat);
          for (const action of actions.length > 12 ? [0, 1, 2, 3, 4, 5].map(() => probe.pick(actions)) : actions) {
            const command = sampleAction<RiskCommand>(action, probe);
            const out = R.decide(step.before, command, seat, Dice.fromSeed(checked));
            if (isViolation(out))
              throw new Error(`${out.code} for listed ${JSON.stringify(command)} in ${step.before.phase}`);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('the command a random game played always matches one of the listed actions', () => {
    const game = randomGame(4, 8, { roundLimit: 3 });
    for (const step of game.steps)
      expect(R.legalActions(step.before, step.seat).some((a) => matchesAction(a, step.command))).toBe(true);
  });

  it('toAct names someone with something to do until the game ends', () => {
    const game = randomGame(3, 5, { roundLimit: 3 });
    for (const step of game.steps) {
      const seats = R.toAct(step.before);
      expect(seats.length).toBeGreaterThan(0);
      for (const seat of seats)
        expect(R.legalActions(step.before, seat).filter((a) => a.type !== 'Resign').length).toBeGreaterThan(0);
    }
    expect(R.toAct(game.final)).toEqual([]);
    expect(R.legalActions(game.final, 0)).toEqual([]);
  });

  it('numeric choices come as ranges: armies to place, dice, armies to move', () => {
    const s = inStep(
      board(opening(3), { alaska: [0, 5], alberta: [0, 2], 'northwest-territory': [1, 2] }),
      'attack',
      0,
    );
    const actions = R.legalActions(s, 0);
    expect(actions).toContainEqual({
      type: 'Attack',
      from: T('alaska'),
      to: T('northwest-territory'),
      dice: { min: 1, max: 3 },
    });
    expect(actions).toContainEqual({ type: 'Move', from: T('alaska'), to: T('alberta'), armies: { min: 1, max: 4 } });
    expect(actions).toContainEqual({ type: 'EndTurn' });
  });
});

describe('refused commands', () => {
  const s = inStep(board(opening(3), { alaska: [0, 5], 'northwest-territory': [1, 2] }), 'attack', 0);

  it.each([
    ['UNKNOWN_COMMAND', 0, { type: 'Fly' }],
    ['MALFORMED_COMMAND', 0, { type: 'Attack', from: 'alaska', to: 1, dice: 1 }],
    ['MALFORMED_COMMAND', 0, null],
    ['NOT_A_SEAT', 7, { type: 'EndTurn' }],
    ['NOT_YOUR_TURN', 1, { type: 'EndTurn' }],
    ['WRONG_PHASE', 0, { type: 'BuildCity', territory: 0 }],
  ])('%s, with nothing changed', (code, seat, command) => {
    const before = JSON.stringify(s);
    expect(refuse(s, seat, command as RiskCommand).code).toBe(code);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('random input never throws and a refusal never changes the state', () => {
    const types = [
      'ClaimTerritory',
      'PlaceArmies',
      'Attack',
      'Occupy',
      'Move',
      'BuildCity',
      'ProposeTrade',
      'AcceptTrade',
      'BuyEmpireCards',
      'FinishPurchasing',
      'OrderRiots',
      'TradeTerritoryCards',
      'Nuke',
      'AirDrop',
      'EndTurn',
    ];
    const numberish = fc.oneof(
      fc.integer({ min: -3, max: 60 }),
      fc.constant(1.5),
      fc.constant('x'),
      fc.array(fc.integer({ min: -1, max: 60 }), { maxLength: 5 }),
    );
    const command = fc.record({
      type: fc.constantFrom(...types),
      territory: numberish,
      from: numberish,
      to: numberish,
      dice: numberish,
      count: numberish,
      armies: numberish,
      cards: numberish,
      goods: numberish,
      discard: numberish,
      offer: numberish,
      ask: numberish,
      cities: numberish,
    });
    const game = randomGame(3, 21, { roundLimit: 2 });
    const states = game.steps.filter((_, i) => i % 10 === 0).map((x) => x.before);
    fc.assert(
      fc.property(command, fc.nat({ max: states.length - 1 }), fc.nat({ max: 2 }), (c, i, seat) => {
        const before = JSON.stringify(states[i]);
        const out = R.decide(states[i], c as unknown as RiskCommand, seat, Dice.fromSeed(i));
        if (isViolation(out)) expect(out.code).toMatch(/^[A-Z_]+$/);
        expect(JSON.stringify(states[i])).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});
