import { ExportFormatError, parseLine } from './records';

describe('export lines', () => {
  const envelope = { eventId: 'e1', streamId: 'g1', seq: 1, type: 'GameCreated', ruleset: 'dice-race@1.0.0' };

  it('reads an event envelope, and gives null for a blank line', () => {
    expect(parseLine(JSON.stringify(envelope), 1)).toMatchObject(envelope);
    expect(parseLine('  ', 2)).toBeNull();
  });

  it('refuses a line that is not JSON, or not an envelope, with ExportFormatError naming its line', () => {
    expect(() => parseLine('not json', 3)).toThrow(new ExportFormatError(3, 'not JSON'));
    const notEnvelope = new ExportFormatError(4, 'not an event envelope (streamId, seq, type, ruleset)');
    for (const value of [null, 42, { ...envelope, seq: '1' }, { ...envelope, ruleset: undefined }])
      expect(() => parseLine(JSON.stringify(value), 4)).toThrow(notEnvelope);
  });
});
