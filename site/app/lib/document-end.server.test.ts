import { describe, expect, it } from "vitest";
import { CloseDocumentLast } from "./document-end.server";

const through = (chunks: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const stream = new CloseDocumentLast();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(out).toString("utf8")));
    stream.on("error", reject);
    for (const chunk of chunks) stream.write(Buffer.from(chunk));
    stream.end();
  });

describe("CloseDocumentLast", () => {
  it("moves what is streamed after </body></html> before them", async () => {
    expect(await through(["<html><body><p>مرحبا</p></body></html>", "<script>late()</script>"])).toBe(
      "<html><body><p>مرحبا</p><script>late()</script></body></html>",
    );
  });

  it("finds the closing tags split across chunks, at any point", async () => {
    const page = "<html><body><p>x</p></body></html><!--$--><script>s()</script><!--/$-->";
    const expected = "<html><body><p>x</p><!--$--><script>s()</script><!--/$--></body></html>";
    for (let cut = 1; cut < page.length; cut++) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    expect(await through([...page])).toBe(expected);
  });

  it("leaves a document that ends with its closing tags, or has none, unchanged", async () => {
    expect(await through(["<html><body>a", "b</body></html>"])).toBe("<html><body>ab</body></html>");
    expect(await through(["<p>fragment</p>"])).toBe("<p>fragment</p>");
    expect(await through([])).toBe("");
  });
});
