import { registerEnumType } from '@nestjs/graphql';
import { graphqlEnum } from './graphql-enum';

jest.mock('@nestjs/graphql', () => ({ registerEnumType: jest.fn() }));
const registered = jest.mocked(registerEnumType);

describe('GraphQL enums over the services words', () => {
  beforeEach(() => registered.mockClear());

  it('names each case in CONSTANT_CASE, standing for its word', () => {
    const format = graphqlEnum('Format', 'How.', ['swiss', 'round-robin']);
    expect(format).toEqual({ SWISS: 'swiss', ROUND_ROBIN: 'round-robin' });
    const roundRobin: 'round-robin' = format.ROUND_ROBIN;
    expect(roundRobin).toBe('round-robin');
    expect(registered).toHaveBeenCalledWith(format, { name: 'Format', description: 'How.', valuesMap: undefined });
  });

  it("describes each case by its word's meaning", () => {
    const status = graphqlEnum('Status', 'Where it is.', { open: 'Seating.', 'in-play': 'Playing.' });
    expect(status).toEqual({ OPEN: 'open', IN_PLAY: 'in-play' });
    expect(registered).toHaveBeenCalledWith(status, {
      name: 'Status',
      description: 'Where it is.',
      valuesMap: { OPEN: { description: 'Seating.' }, IN_PLAY: { description: 'Playing.' } },
    });
  });

  it('names the cases by the words themselves when asked', () => {
    const verb = graphqlEnum('Verb', 'What to do.', { ban: 'Out.', unban: 'Back.' }, 'words');
    expect(verb).toEqual({ ban: 'ban', unban: 'unban' });
    expect(registered).toHaveBeenCalledWith(verb, {
      name: 'Verb',
      description: 'What to do.',
      valuesMap: { ban: { description: 'Out.' }, unban: { description: 'Back.' } },
    });
  });
});
