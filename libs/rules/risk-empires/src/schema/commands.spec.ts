import { checkCommand } from '@empires/rules-kernel';
import { riskEmpires } from '../ruleset';
import { riskCommandSchema, riskLegalActionSchema } from './commands';

const accepts = (command: unknown) => riskCommandSchema.safeParse(command).success;
/** The engine's and the gateway's check before any rule is read. */
const refusal = (command: unknown) => checkCommand(riskEmpires, command);

describe('the risk-empires command schema', () => {
  it('is the check the engine runs first: a malformed command is MALFORMED_COMMAND naming where and why', () => {
    expect(refusal({ type: 'Attack', from: 3, to: 42, dice: 1 })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      message: expect.stringContaining('$.to'),
    });
    expect(refusal({ type: 'Attack', from: 3, to: 4, dice: 1 })).toBeUndefined();
  });

  it('S002 4 / classic: an attack rolls 1 to 3 dice between territories 0 to 41', () => {
    expect(accepts({ type: 'Attack', from: 0, to: 41, dice: 3 })).toBe(true);
    expect(accepts({ type: 'Attack', from: 0, to: 1, dice: 4 })).toBe(false);
    expect(accepts({ type: 'Attack', from: -1, to: 1, dice: 1 })).toBe(false);
    expect(accepts({ type: 'Attack', from: 0, to: 1, dice: 1.5 })).toBe(false);
  });

  it('refuses a command it does not know and a key a command does not have', () => {
    expect(refusal({ type: 'Surrender' })?.message).toContain('$.type');
    expect(refusal({ type: 'EndTurn', now: true })?.message).toContain('now');
  });

  it('a territory card set is three different cards 0 to 43', () => {
    expect(accepts({ type: 'TradeTerritoryCards', cards: [0, 42, 43] })).toBe(true);
    expect(accepts({ type: 'TradeTerritoryCards', cards: [0, 0, 43] })).toBe(false);
    expect(accepts({ type: 'TradeTerritoryCards', cards: [0, 1] })).toBe(false);
    expect(accepts({ type: 'TradeTerritoryCards', cards: [0, 1, 44] })).toBe(false);
  });

  it('S002 6: an offer is 3 or more different goods cards 0 to 57 for 3 or more, stating points, numbers or both', () => {
    const offer = { type: 'ProposeTrade', to: 1, cards: [0, 8, 57], count: 3, ask: 3 };
    expect(accepts({ ...offer, points: 3 })).toBe(true);
    expect(accepts({ ...offer, points: null, numbers: [1, 2] })).toBe(true);
    expect(accepts({ ...offer, numbers: [1, 1, 9] })).toBe(true);
    expect(accepts({ ...offer, cards: [0, 8], count: 2, points: 3 })).toBe(false);
    expect(accepts({ ...offer, cards: [0, 0, 8], points: 3 })).toBe(false);
    expect(accepts({ ...offer, ask: 2, points: 3 })).toBe(false);
    expect(accepts({ ...offer, numbers: [10] })).toBe(false);
    expect(accepts({ ...offer, numbers: [] })).toBe(false);
    expect(accepts({ ...offer, to: 6, points: 3 })).toBe(false);
  });

  it('S002 8: a purchase is 1 to 13 different Empire cards 0 to 51, paid with different goods cards, maybe none', () => {
    expect(accepts({ type: 'BuyEmpireCards', cards: [51], goods: [] })).toBe(true);
    expect(accepts({ type: 'BuyEmpireCards', cards: [], goods: [1] })).toBe(false);
    expect(accepts({ type: 'BuyEmpireCards', cards: [52], goods: [] })).toBe(false);
    expect(accepts({ type: 'BuyEmpireCards', cards: [1], goods: [4, 4] })).toBe(false);
    expect(accepts({ type: 'FinishPurchasing', discard: [] })).toBe(true);
  });

  it('S002 7: a Riots order lists 2 to 5 different cities', () => {
    expect(accepts({ type: 'OrderRiots', cities: [4, 9] })).toBe(true);
    expect(accepts({ type: 'OrderRiots', cities: [4] })).toBe(false);
    expect(accepts({ type: 'OrderRiots', cities: [4, 4] })).toBe(false);
    expect(accepts({ type: 'OrderRiots', cities: [1, 2, 3, 4, 5, 6] })).toBe(false);
  });
});

describe('the risk-empires legal-action schema', () => {
  it('takes a whole-number field as one value or a range within the same bounds, and nothing else', () => {
    expect(riskLegalActionSchema.safeParse({ type: 'Attack', from: 0, to: 1, dice: { min: 1, max: 3 } }).success).toBe(
      true,
    );
    expect(riskLegalActionSchema.safeParse({ type: 'Occupy', armies: { min: 2, max: 7 } }).success).toBe(true);
    for (const dice of [{ min: 1, max: 4 }, { min: 3, max: 1 }, { min: 1 }, { min: 1, max: 2, step: 1 }])
      expect([dice, riskLegalActionSchema.safeParse({ type: 'Attack', from: 0, to: 1, dice }).success]).toEqual([
        dice,
        false,
      ]);
    expect(riskLegalActionSchema.safeParse({ type: 'EndTurn', extra: 1 }).success).toBe(false);
  });
});
