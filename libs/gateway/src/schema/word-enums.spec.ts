import { wordEnums } from './word-enums';

describe('GraphQL enums over the services words', () => {
  it('names each case in CONSTANT_CASE, standing for its word', () => {
    expect(wordEnums({ Format: ['swiss', 'round-robin'], Status: ['open', 'in-play'] })).toEqual({
      Format: { SWISS: 'swiss', ROUND_ROBIN: 'round-robin' },
      Status: { OPEN: 'open', IN_PLAY: 'in-play' },
    });
  });
});
