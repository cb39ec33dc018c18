import { checkCommand } from '@empires/rules-kernel';
import { warlords } from '../ruleset';
import { warlordsCommandSchema, warlordsLegalActionSchema } from './commands';

const accepts = (command: unknown) => warlordsCommandSchema.safeParse(command).success;
/** The engine's and the gateway's check before any rule is read. */
const refusal = (command: unknown) => checkCommand(warlords, command);

describe('the warlords command schema', () => {
  it('is the check the engine runs first: a malformed command is MALFORMED_COMMAND naming where and why', () => {
    expect(refusal({ type: 'MoveGeneral', piece: 3, to: 427, lay: false })).toMatchObject({
      code: 'MALFORMED_COMMAND',
      message: expect.stringContaining('$.to'),
    });
    expect(refusal({ type: 'MoveGeneral', piece: 3, to: 426, lay: false })).toBeUndefined();
  });

  it('refuses a command it does not know and a key a command does not have', () => {
    expect(refusal({ type: 'Surrender' })?.message).toContain('$.type');
    expect(refusal({ type: 'EndTurn', now: true })?.message).toContain('now');
    expect(refusal({ type: 'Fight', target: 5, main: true })?.message).toContain('main');
  });

  it('pieces are 0 to 29 (six seats of five generals), spaces 0 to 426 (the six-empire board)', () => {
    expect(accepts({ type: 'PlaceGeneral', piece: 29, space: 0 })).toBe(true);
    expect(accepts({ type: 'PlaceGeneral', piece: 30, space: 0 })).toBe(false);
    expect(accepts({ type: 'PlaceGeneral', piece: -1, space: 0 })).toBe(false);
    expect(accepts({ type: 'PlaceGeneral', piece: 1.5, space: 0 })).toBe(false);
    expect(refusal({ type: 'RevealGeneral', piece: '3' })?.message).toContain('$.piece');
  });

  it('S004 Turn: a town raises 1 regiment a turn and a capital 2; a dismissal keeps the last of at most 30', () => {
    expect(accepts({ type: 'RaiseRegiments', from: 10, piece: 0, count: 2 })).toBe(true);
    expect(refusal({ type: 'RaiseRegiments', from: 10, piece: 0, count: 3 })?.message).toContain('$.count');
    expect(accepts({ type: 'RaiseRegiments', from: 10, piece: 0, count: 0 })).toBe(false);
    expect(accepts({ type: 'DismissRegiments', piece: 0, count: 29 })).toBe(true);
    expect(accepts({ type: 'DismissRegiments', piece: 0, count: 30 })).toBe(false);
  });

  it('generals are named by their card ids; five different ones fill the boxes', () => {
    const five = ['leonidas', 'charlemagne', 'alexander', 'ashoka', 'hannibal'];
    expect(accepts({ type: 'AssignGenerals', cards: five })).toBe(true);
    expect(refusal({ type: 'BanGeneral', general: 'bonaparte' })?.message).toContain('$.general');
    expect(accepts({ type: 'AssignGenerals', cards: [...five.slice(0, 4), 'leonidas'] })).toBe(false);
    expect(accepts({ type: 'AssignGenerals', cards: five.slice(0, 4) })).toBe(false);
    expect(refusal({ type: 'AssignGenerals', cards: [...five.slice(0, 4), 'nobody'] })?.message).toContain(
      '$.cards[4]',
    );
  });

  it('S004 Start 1: an outer empire 1 to 6 (0 is Carrion, nobody’s), a turn place 1 to 6', () => {
    expect(accepts({ type: 'ChooseEmpire', empire: 6 })).toBe(true);
    expect(accepts({ type: 'ChooseEmpire', empire: 0 })).toBe(false);
    expect(accepts({ type: 'ChooseEmpire', empire: 7 })).toBe(false);
    expect(accepts({ type: 'ChooseTurnPlace', place: 0 })).toBe(false);
  });

  it('S004 Turn step 3: a town may be defended by no main general (-1) and at most the six generals around it', () => {
    expect(accepts({ type: 'CommitDefenders', main: -1, assists: [] })).toBe(true);
    expect(accepts({ type: 'CommitDefenders', main: -2, assists: [] })).toBe(false);
    expect(accepts({ type: 'CommitDefenders', main: 5, assists: [1, 1] })).toBe(false);
    expect(accepts({ type: 'CommitDefenders', main: 5, assists: [0, 1, 2, 3, 4, 6, 7] })).toBe(false);
    expect(refusal({ type: 'Attack', piece: 0, target: 5, main: 'yes' })?.message).toContain('$.main');
  });

  it('S004 Introduction, the endings: a proposal ranks every seat, 1 to 6', () => {
    expect(accepts({ type: 'ProposeEnd', ranks: [1, 2, 2] })).toBe(true);
    expect(accepts({ type: 'ProposeEnd', ranks: [1] })).toBe(false);
    expect(accepts({ type: 'ProposeEnd', ranks: [0, 1] })).toBe(false);
    expect(accepts({ type: 'ProposeEnd', ranks: [1, 2, 3, 4, 5, 6, 7] })).toBe(false);
  });
});

describe('the warlords legal-action schema', () => {
  it('takes a whole-number field as one value or a range within the same bounds, and nothing else', () => {
    const raise = (count: unknown) =>
      warlordsLegalActionSchema.safeParse({ type: 'RaiseRegiments', from: 10, piece: 0, count }).success;
    expect(raise(1)).toBe(true);
    expect(raise({ min: 1, max: 2 })).toBe(true);
    for (const count of [{ min: 1, max: 3 }, { min: 2, max: 1 }, { min: 1 }, { min: 1, max: 2, step: 1 }])
      expect([count, raise(count)]).toEqual([count, false]);
    expect(
      warlordsLegalActionSchema.safeParse({ type: 'AllocateKills', piece: 4, count: { min: 1, max: 30 } }).success,
    ).toBe(true);
    expect(warlordsLegalActionSchema.safeParse({ type: 'EndRaising', extra: 1 }).success).toBe(false);
  });
});
