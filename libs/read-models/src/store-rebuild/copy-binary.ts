/**
 * Values of a one-column `COPY ... TO STDOUT (FORMAT binary)` of jsonb, as they stream in. The
 * binary format gives each value's length, so nothing is searched for or unescaped (the text
 * format doubles every backslash a JSON string escapes with), and a value is a view of the
 * bytes received, never copied unless it spans two chunks.
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Signature, flags (int32), length of the header extension (int32). */
const HEADER_BYTES = SIGNATURE.length + 8;
/** The jsonb binary form: a version byte, then the JSON text. */
const JSONB_VERSION = 1;

/** Each chunk's complete values: the JSON texts as UTF-8 bytes. */
export async function* jsonbValues(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer[]> {
  let buffer: Buffer = Buffer.alloc(0);
  let headerRead = false;
  for await (const chunk of chunks) {
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
    let at = 0;
    if (!headerRead) {
      if (buffer.length < HEADER_BYTES) continue;
      if (!buffer.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a binary COPY stream');
      at = HEADER_BYTES + buffer.readInt32BE(SIGNATURE.length + 4);
      headerRead = true;
    }
    const values: Buffer[] = [];
    // A tuple: its field count (int16, -1 ends the stream), then the field's length (int32) and bytes.
    while (buffer.length - at >= 2) {
      const fields = buffer.readInt16BE(at);
      if (fields === -1) {
        at += 2;
        break;
      }
      if (fields !== 1) throw new Error(`expected one column, got ${fields}`);
      if (buffer.length - at < 6) break;
      const length = buffer.readInt32BE(at + 2);
      if (length < 1) throw new Error('a NULL or empty value where an envelope was expected');
      if (buffer.length - at < 6 + length) break;
      if (buffer[at + 6] !== JSONB_VERSION) throw new Error(`jsonb binary version ${buffer[at + 6]} unknown`);
      values.push(buffer.subarray(at + 7, at + 6 + length));
      at += 6 + length;
    }
    buffer = buffer.subarray(at);
    if (values.length > 0) yield values;
  }
  if (buffer.length > 0) throw new Error('the COPY stream ended inside a value');
}
