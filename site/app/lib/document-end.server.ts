import { Transform, type TransformCallback } from "node:stream";

const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * React 18 writes `</body></html>` with the shell, and what is streamed after
 * it (Remix's single-fetch data scripts, React's late Suspense content) lands
 * after `</html>`: invalid HTML, which browsers repair by moving it into the
 * body. This holds the two closing tags back until the stream ends, so those
 * scripts are sent inside the body, where browsers put them anyway.
 * React escapes `<` in text and Remix in its data, so the first occurrence is React's.
 */
export class CloseDocumentLast extends Transform {
  /** The last bytes of what came so far when they could begin the closing tags split across chunks. */
  private held: Buffer = Buffer.alloc(0);
  private found = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.found) {
      callback(null, chunk);
      return;
    }
    const data = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    const at = data.indexOf(DOCUMENT_END);
    if (at !== -1) {
      this.found = true;
      this.held = Buffer.alloc(0);
      callback(null, Buffer.concat([data.subarray(0, at), data.subarray(at + DOCUMENT_END.length)]));
      return;
    }
    const keep = Math.min(data.length, DOCUMENT_END.length - 1);
    this.held = Buffer.from(data.subarray(data.length - keep));
    callback(null, data.subarray(0, data.length - keep));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.found ? DOCUMENT_END : this.held);
  }
}
