import { isRefusal } from './refusal';
import { settingsFrom, type RulesetFacts } from './settings';

const risk: RulesetFacts = { id: 'risk-empires', seats: { min: 2, max: 6 }, hasRoundLimit: true };
const ids = { tournamentId: 'trn_1', organizer: 'olga', seed: 7 };
const codeOf = (input: object, ruleset = risk) => {
  const out = settingsFrom(input as never, ruleset, ids);
  return isRefusal(out) ? out.message : 'OK';
};

describe('tournament settings', () => {
  it('takes a Swiss of two-player games with a round limit', () => {
    expect(
      settingsFrom({ name: 'Open', ruleset: 'risk-empires', format: 'swiss', roundLimit: 3 }, risk, ids),
    ).toMatchObject({ tableSize: 2, rounds: null, roundLimit: 3, advance: 'auto', lateEntry: true });
  });

  it('seats pods at one seat fewer when the field does not divide, never below three', () => {
    expect(
      settingsFrom({ name: 'Pods', ruleset: 'risk-empires', format: 'pods', tableSize: 4 }, risk, ids),
    ).toMatchObject({ tableSize: 4, minTableSize: 3, rounds: 3 });
    expect(
      settingsFrom({ name: 'Pods', ruleset: 'risk-empires', format: 'pods', tableSize: 3 }, risk, ids),
    ).toMatchObject({ minTableSize: 3 });
  });

  it('refuses settings the format or ruleset cannot take', () => {
    expect(codeOf({ name: '', ruleset: 'risk-empires', format: 'swiss' })).toMatch(/name/);
    expect(codeOf({ name: 'x', ruleset: 'risk-empires', format: 'ladder' })).toMatch(/format/);
    expect(codeOf({ name: 'x', ruleset: 'risk-empires', format: 'swiss', tableSize: 4 })).toMatch(/two-player/);
    expect(codeOf({ name: 'x', ruleset: 'risk-empires', format: 'pods', tableSize: 7 })).toMatch(/3 to 6/);
    expect(
      codeOf(
        { name: 'x', ruleset: 'duel', format: 'pods', tableSize: 4 },
        { id: 'duel', seats: { min: 2, max: 2 }, hasRoundLimit: false },
      ),
    ).toMatch(/2 to 2 seats/);
    expect(codeOf({ name: 'x', ruleset: 'risk-empires', format: 'round-robin', rounds: 3 })).toMatch(
      /its own number of rounds/,
    );
    expect(
      codeOf(
        { name: 'x', ruleset: 'duel', format: 'swiss', roundLimit: 3 },
        { id: 'duel', seats: { min: 2, max: 2 }, hasRoundLimit: false },
      ),
    ).toMatch(/no round limit/);
    expect(codeOf({ name: 'x', ruleset: 'risk-empires', format: 'single-elimination', lateEntry: true })).toMatch(
      /late entry/,
    );
    expect(codeOf({ name: 'x', ruleset: 'risk-empires', format: 'swiss', advance: 'sometimes' })).toMatch(/advance/);
  });
});
