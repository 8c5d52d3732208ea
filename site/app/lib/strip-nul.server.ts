import { Transform, type TransformCallback } from "node:stream";

/**
 * React 18's Node renderer flushes its whole 2,048-byte buffer when the next
 * multi-byte character does not fit at its end, unused bytes included: the
 * Arabic pages carried U+0000 inside words every 2 KB. Those NULs are padding,
 * never content (HTML has none), so dropping them restores the text exactly.
 */
export class StripNul extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (chunk.indexOf(0) === -1) {
      callback(null, chunk);
      return;
    }
    const kept = Buffer.allocUnsafe(chunk.length);
    let length = 0;
    for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
    callback(null, kept.subarray(0, length));
  }
}
