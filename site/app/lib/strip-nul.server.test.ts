import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { StripNul } from "./strip-nul.server";

const collect = (stream: NodeJS.ReadableStream): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });

/** Arabic paragraphs long enough to cross React's 2,048-byte buffer many times. */
const arabicPage = () =>
  createElement(
    "main",
    null,
    Array.from({ length: 60 }, (_, index) =>
      createElement("p", { key: index }, `نحن وكالة رقمية في الدار البيضاء رقم ${index} — تصميم المواقع والتسويق`),
    ),
  );

const render = (through?: StripNul): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(arabicPage(), {
      onAllReady() {
        const body = new PassThrough();
        const out = through ? body.pipe(through) : body;
        collect(out).then(resolve, reject);
        pipe(body);
      },
      onError: reject,
    });
  });

describe("StripNul", () => {
  it("removes the NUL bytes React's renderer pads Arabic pages with, and nothing else", async () => {
    const raw = await render();
    expect(raw.includes(0)).toBe(true);
    const cleaned = await render(new StripNul());
    expect(cleaned.includes(0)).toBe(false);
    expect(cleaned.toString("utf8")).toBe(raw.toString("utf8").replaceAll("\u0000", ""));
    expect(cleaned.toString("utf8")).toContain("نحن وكالة رقمية في الدار البيضاء رقم 59");
    expect(cleaned.toString("utf8")).not.toContain("\uFFFD");
  });

  it("passes chunks without NUL through untouched", async () => {
    const strip = new StripNul();
    const done = collect(strip);
    strip.end(Buffer.from("<p>مرحبا</p>"));
    expect((await done).toString("utf8")).toBe("<p>مرحبا</p>");
  });
});
