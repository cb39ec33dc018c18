/**
 * Tuples of a `COPY ... TO STDOUT (FORMAT binary)` as they stream in. The binary format gives
 * each value's length, so nothing is searched for or unescaped (the text format doubles every
 * backslash a JSON string escapes with), and a value is a view of the bytes received, copied
 * only when a tuple spans two chunks.
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Signature, flags (int32), length of the header extension (int32). */
const HEADER_BYTES = SIGNATURE.length + 8;

/** A tuple's values in column order; null for SQL NULL. */
export type Tuple = (Buffer | null)[];

/** Each chunk's complete tuples. */
export async function* copyTuples(chunks: AsyncIterable<Buffer>): AsyncGenerator<Tuple[]> {
  let buffer: Buffer = Buffer.alloc(0);
  let headerRead = false;
  for await (const chunk of chunks) {
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
    let at = 0;
    if (!headerRead) {
      if (buffer.length < HEADER_BYTES) continue;
      if (!buffer.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a binary COPY stream');
      const headerEnd = HEADER_BYTES + buffer.readInt32BE(SIGNATURE.length + 4);
      if (buffer.length < headerEnd) continue;
      at = headerEnd;
      headerRead = true;
    }
    const tuples: Tuple[] = [];
    for (;;) {
      const tuple = tupleAt(buffer, at);
      if (tuple === undefined) break;
      at = tuple.end;
      if (tuple.values === null) break;
      tuples.push(tuple.values);
    }
    buffer = buffer.subarray(at);
    if (tuples.length > 0) yield tuples;
  }
  if (buffer.length > 0) throw new Error('the COPY stream ended inside a tuple');
}

/**
 * The tuple at `at`: its field count (int16; -1 ends the stream), then per field its length
 * (int32; -1 for NULL) and bytes. Undefined if the buffer holds only part of it.
 */
function tupleAt(buffer: Buffer, at: number): { values: Tuple | null; end: number } | undefined {
  if (buffer.length - at < 2) return undefined;
  const fields = buffer.readInt16BE(at);
  if (fields === -1) return { values: null, end: at + 2 };
  const values: Tuple = new Array<Buffer | null>(fields);
  let next = at + 2;
  for (let i = 0; i < fields; i++) {
    if (buffer.length - next < 4) return undefined;
    const length = buffer.readInt32BE(next);
    next += 4;
    if (length < 0) {
      values[i] = null;
      continue;
    }
    if (buffer.length - next < length) return undefined;
    values[i] = buffer.subarray(next, next + length);
    next += length;
  }
  return { values, end: next };
}
