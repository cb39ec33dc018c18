import { checkCommand } from '@empires/rules-kernel';
import { medieval } from '../ruleset';
import { medievalCommandSchema, medievalLegalActionSchema } from './commands';

const accepts = (command: unknown) => medievalCommandSchema.safeParse(command).success;
/** The engine's and the gateway's check before any rule is read. */
const refusal = (command: unknown) => checkCommand(medieval, command);

describe('the medieval command schema', () => {
  it('is the check the engine runs first: a malformed command is MALFORMED_COMMAND naming where and why', () => {
    expect(refusal({ type: 'Levy', area: 90, gold: 1 })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      message: expect.stringContaining('$.area'),
    });
    expect(refusal({ type: 'Levy', area: 89, gold: 1 })).toBeUndefined();
  });

  it('refuses a command it does not know and a key a command does not have, naming it', () => {
    expect(refusal({ type: 'Surrender' })?.message).toContain('$.type');
    expect(refusal({ type: 'EndTurn', now: true })?.message).toMatch(/\$: .*\(now\)/);
    expect(refusal({ type: 'Plunder', area: 3, gold: 2 })?.message).toContain('gold');
  });

  it('M9.1: an endeavour is one of six kinds, from a base (-1 in exile) at a target 0 to 89, with 0 to 20 gold', () => {
    const endeavour = { type: 'Endeavour', kind: 'diplomacy', base: -1, target: 89, gold: 20 };
    expect(accepts(endeavour)).toBe(true);
    expect(accepts({ ...endeavour, kind: 'conquest', base: 4, fundedBy: 2, cancel: true, boost: false })).toBe(true);
    expect(refusal({ ...endeavour, kind: 'crusade' })?.message).toContain('$.kind');
    expect(refusal({ ...endeavour, gold: 21 })?.message).toContain('$.gold');
    expect(refusal({ ...endeavour, gold: 2.5 })?.message).toContain('$.gold');
    expect(refusal({ ...endeavour, base: -2 })?.message).toContain('$.base');
    expect(refusal({ ...endeavour, target: -1 })?.message).toContain('$.target');
    expect(refusal({ ...endeavour, fundedBy: 7 })?.message).toContain('$.fundedBy');
    expect(refusal({ ...endeavour, cancel: 1 })?.message).toContain('$.cancel');
  });

  it('M17.2: a levy is 0 to the highest SS of the map (5); M13: a Defense adds 0 to 20 gold', () => {
    expect(accepts({ type: 'Levy', area: 0, gold: 5 })).toBe(true);
    expect(refusal({ type: 'Levy', area: 0, gold: 6 })?.message).toContain('$.gold');
    expect(refusal({ type: 'Levy', area: 0, gold: -1 })?.message).toContain('$.gold');
    expect(accepts({ type: 'Defend', gold: 0, mercenaries: true })).toBe(true);
    expect(refusal({ type: 'Defend', gold: 21 })?.message).toContain('$.gold');
    expect(refusal({ type: 'DeclareBid', gold: 21 })?.message).toContain('$.gold');
    expect(refusal({ type: 'CounterGold' })?.message).toContain('$.gold');
  });

  it('S003 18.2: a ballot is 1, -1 or 0 for one of the seven empires; S001 33.63 a courtless ally is asylum or terminate', () => {
    expect(accepts({ type: 'CastBallot', empire: 6, vote: -1 })).toBe(true);
    expect(refusal({ type: 'CastBallot', empire: 7, vote: 1 })?.message).toContain('$.empire');
    expect(refusal({ type: 'CastBallot', empire: 0, vote: 2 })?.message).toContain('$.vote');
    expect(accepts({ type: 'ResolveCourtlessAlly', choice: 'asylum' })).toBe(true);
    expect(refusal({ type: 'ResolveCourtlessAlly', choice: 'exile' })?.message).toContain('$.choice');
    expect(refusal({ type: 'OfferAsylum', offer: 'yes' })?.message).toContain('$.offer');
  });

  it('M20: event cards are 0 to 55; a holding card names an area and a Coup’s empire, or -1', () => {
    expect(accepts({ type: 'PlayHoldingCard', card: 55, area: -1, other: -1 })).toBe(true);
    expect(refusal({ type: 'PlayHoldingCard', card: 56, area: -1, other: -1 })?.message).toContain('$.card');
    expect(refusal({ type: 'PlayHoldingCard', card: 0, area: 3 })?.message).toContain('$.other');
    expect(refusal({ type: 'DiscardEventCard', card: -1 })?.message).toContain('$.card');
    expect(refusal({ type: 'ChooseInitiativeSlot', slot: 7 })?.message).toContain('$.slot');
  });
});

describe('the medieval legal-action schema', () => {
  it('takes a whole-number field as one value or a range within the same bounds, and nothing else', () => {
    const levy = { type: 'Levy', area: 12 };
    expect(medievalLegalActionSchema.safeParse({ ...levy, gold: { min: 0, max: 3 } }).success).toBe(true);
    expect(medievalLegalActionSchema.safeParse({ ...levy, gold: 2 }).success).toBe(true);
    for (const gold of [{ min: 0, max: 6 }, { min: 3, max: 1 }, { min: 1 }, { min: 1, max: 2, step: 1 }])
      expect([gold, medievalLegalActionSchema.safeParse({ ...levy, gold }).success]).toEqual([gold, false]);
    expect(medievalLegalActionSchema.safeParse({ type: 'EndTurn', extra: 1 }).success).toBe(false);
  });
});
