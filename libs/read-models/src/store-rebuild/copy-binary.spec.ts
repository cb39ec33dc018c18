import { copyTuples, type Tuple } from './copy-binary';

const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const field = (value: string | null) =>
  value === null ? int32(-1) : Buffer.concat([int32(Buffer.byteLength(value)), Buffer.from(value)]);

/** A binary COPY stream as PostgreSQL writes it: signature, flags, a header extension, tuples, trailer. */
function copyStream(tuples: (string | null)[][]): Buffer {
  return Buffer.concat([
    Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
    int32(0),
    int32(3),
    Buffer.from('ext'),
    ...tuples.map((t) => Buffer.concat([int16(t.length), ...t.map(field)])),
    int16(-1),
  ]);
}

async function read(chunks: Buffer[]): Promise<(string | null)[][]> {
  const tuples: Tuple[] = [];
  for await (const some of copyTuples(
    (async function* () {
      yield* chunks;
    })(),
  ))
    tuples.push(...some);
  return tuples.map((t) => t.map((v) => v?.toString() ?? null));
}

describe('copyTuples', () => {
  const tuples = [
    ['game-1', '{"a": "\\\\ \\t"}', null],
    ['帝国', '', '{}'],
  ];
  const stream = copyStream(tuples);

  it('reads the tuples of a stream in one chunk, NULL apart from empty', async () => {
    expect(await read([stream])).toEqual(tuples);
  });

  it('reads them whatever bytes the chunks end at', async () => {
    for (let cut = 1; cut < stream.length; cut++)
      expect(await read([stream.subarray(0, cut), stream.subarray(cut)])).toEqual(tuples);
  });

  it('refuses a stream that ends inside a tuple', async () => {
    await expect(read([stream.subarray(0, stream.length - 6)])).rejects.toThrow('ended inside a tuple');
  });
});
