import { matchesAction } from './ranges';

/** Commands and actions of any shape: the comparison is by field, whatever the ruleset's types. */
const matches = (action: object, command: object): boolean => matchesAction(action as never, command as never);

describe('matchesAction', () => {
  const action = { type: 'Endeavour', target: { min: 2, max: 5 }, from: [1, 2], kind: 'conquest' };

  it('takes a command whose plain values are equal and whose numbers lie in the ranges', () => {
    expect(matches(action, { type: 'Endeavour', target: 2, from: [1, 2], kind: 'conquest' })).toBe(true);
    expect(matches(action, { type: 'Endeavour', target: 5, from: [1, 2], kind: 'conquest', extra: 1 })).toBe(true);
  });

  it.each([
    ['another type', { type: 'EndTurn', target: 3, from: [1, 2], kind: 'conquest' }],
    ['a number below the range', { type: 'Endeavour', target: 1, from: [1, 2], kind: 'conquest' }],
    ['a number above the range', { type: 'Endeavour', target: 6, from: [1, 2], kind: 'conquest' }],
    ['a string where the range wants a number', { type: 'Endeavour', target: '3', from: [1, 2], kind: 'conquest' }],
    ['another list', { type: 'Endeavour', target: 3, from: [2, 1], kind: 'conquest' }],
    ['a missing field', { type: 'Endeavour', target: 3, from: [1, 2] }],
    ['null for a value', { type: 'Endeavour', target: 3, from: null, kind: 'conquest' }],
  ])('refuses %s', (_, command) => expect(matches(action, command as never)).toBe(false));

  it('compares a null in the action with the command', () => {
    expect(matches({ type: 'Pass', area: null }, { type: 'Pass', area: null })).toBe(true);
    expect(matches({ type: 'Pass', area: null }, { type: 'Pass', area: 0 })).toBe(false);
  });
});
