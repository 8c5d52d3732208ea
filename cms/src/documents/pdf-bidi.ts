import bidiFactory, { type EmbeddingLevels } from "bidi-js";
import type { Pdf } from "./pdf-frame";

const bidi = bidiFactory();

/** Letters of the right-to-left scripts: Hebrew, Arabic and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;
const NO_BREAK_SPACE = "\u00A0";
/** Between two runs of a line: a private-use character, never drawn, where the fonts cut their layout. */
const RUN_BREAK = "\uE000";

type TextOptions = { width?: number; lineBreak?: boolean };

/**
 * One line of `paragraph` (its characters from `start` to `end`, excluded) in the order the eye meets them, as runs
 * of one direction each, parted by RUN_BREAK. fontkit shapes a run of Arabic and reverses it itself, but only a run
 * of one script, and pdfkit hands it one word at a time (it cuts at spaces): so words came out glued in the wrong
 * order ("العلويمحمد" for "محمد العلوي") and a Latin word beside Arabic was drawn backwards. Each right-to-left run is
 * therefore given in its own (logical) order, its spaces unbreakable so that it reaches fontkit whole.
 */
function visualLine(paragraph: string, levels: EmbeddingLevels, start: number, end: number): string {
  const order = Array.from({ length: end - start }, (_, index) => start + index);
  for (const [first, last] of bidi.getReorderSegments(paragraph, levels, start, end - 1)) {
    order.splice(first - start, last - first + 1, ...order.slice(first - start, last - start + 1).reverse());
  }
  const runs: string[] = [];
  let run: number[] = [];
  const flush = () => {
    const text = run.map((index) => paragraph[index]!).join("");
    const rightToLeft = (levels.levels[run[0]!]! & 1) === 1;
    // A bracket in right-to-left text is drawn mirrored: fontkit does not (DejaVu has no "rtlm" feature).
    const mirrored = rightToLeft ? [...text].map((char) => bidi.getMirroredCharacter(char) ?? char) : [...text];
    // fontkit reverses a run of Arabic or Hebrew itself; any other run is drawn as it comes.
    runs.push(
      rightToLeft && RIGHT_TO_LEFT.test(text)
        ? mirrored.reverse().join("").replace(/ /g, NO_BREAK_SPACE)
        : mirrored.join(""),
    );
    run = [];
  };
  for (const index of order) {
    if (run.length > 0 && (levels.levels[index]! & 1) !== (levels.levels[run[0]!]! & 1)) flush();
    run.push(index);
  }
  if (run.length > 0) flush();
  return runs.join(RUN_BREAK);
}

/** Where `paragraph` breaks into lines of at most `width` points, at spaces, in its own order: [start, end) each. */
function lineRanges(doc: Pdf, paragraph: string, width: number | undefined): Array<[number, number]> {
  if (width === undefined) return [[0, paragraph.length]];
  const words = [...paragraph.matchAll(/\S+/g)].map((match) => [match.index, match.index + match[0].length] as const);
  const lines: Array<[number, number]> = [];
  for (const [start, end] of words) {
    const current = lines.at(-1);
    if (current && doc.widthOfString(paragraph.slice(current[0], end)) <= width) current[1] = end;
    else lines.push([start, end]);
  }
  return lines.length > 0 ? lines : [[0, 0]];
}

/** Whether a paragraph reads from the right: its first strong letter is Arabic or Hebrew (Unicode's rules P2 and P3). */
export function readsRightToLeft(paragraph: string): boolean {
  return RIGHT_TO_LEFT.test(paragraph) && bidi.getEmbeddingLevels(paragraph).paragraphs[0]?.level === 1;
}

/** `text` as it should reach pdfkit: unchanged without right-to-left letters, else in visual order, line by line. */
export function inVisualOrder(doc: Pdf, text: string, width: number | undefined): string {
  if (!RIGHT_TO_LEFT.test(text)) return text;
  return text
    .split(RUN_BREAK)
    .join("")
    .split("\n")
    .map((paragraph) => {
      const levels = bidi.getEmbeddingLevels(paragraph);
      return lineRanges(doc, paragraph, width)
        .map(([start, end]) => visualLine(paragraph, levels, start, end))
        .join("\n");
    })
    .join("\n");
}

interface LaidOut {
  glyphs: unknown[] | null;
  positions: unknown[] | null;
  advanceWidth: number;
}
type Layout = (text: string, features?: unknown, onlyWidth?: boolean) => LaidOut;

/** A font of the document (pdfkit's EmbeddedFont) that lays each run out on its own, RUN_BREAK dropped. */
function layoutRunByRun(font: { layout: Layout }): void {
  const layout = font.layout.bind(font);
  font.layout = (text, features, onlyWidth) => {
    if (!text.includes(RUN_BREAK)) return layout(text, features, onlyWidth);
    const parts = text
      .split(RUN_BREAK)
      .filter(Boolean)
      .map((part) => layout(part, features, onlyWidth));
    return {
      glyphs: onlyWidth ? null : parts.flatMap((part) => part.glyphs ?? []),
      positions: onlyWidth ? null : parts.flatMap((part) => part.positions ?? []),
      advanceWidth: parts.reduce((sum, part) => sum + part.advanceWidth, 0),
    };
  };
}

/**
 * Makes `doc.text` and `doc.heightOfString` draw and measure right-to-left text (an Arabic client name, address or
 * line) in reading order, which pdfkit does not do (foliojs/pdfkit#219). Such text is wrapped here, where its
 * logical order is known, and each line reordered; French text goes through untouched. Call it once the document's
 * fonts are registered.
 */
export function writeRightToLeftInOrder(doc: Pdf): void {
  // pdfkit's fonts of this document (registered before): an internal, like pdf-frame's reuse of parsed fonts.
  for (const font of Object.values((doc as Pdf & { _fontFamilies: Record<string, { layout: Layout }> })._fontFamilies))
    layoutRunByRun(font);
  const text = doc.text.bind(doc) as (...args: unknown[]) => Pdf;
  const heightOfString = doc.heightOfString.bind(doc);
  const widthFor = (x: unknown, options: TextOptions | undefined) =>
    options?.lineBreak === false
      ? undefined
      : (options?.width ?? doc.page.width - doc.page.margins.right - (typeof x === "number" ? x : doc.x));
  doc.text = ((value: string, ...rest: unknown[]) => {
    const options = (typeof rest[0] === "object" ? rest[0] : rest[2]) as TextOptions | undefined;
    return text(inVisualOrder(doc, String(value), widthFor(rest[0], options)), ...rest);
  }) as Pdf["text"];
  doc.heightOfString = (value: string, options?: TextOptions) =>
    heightOfString(inVisualOrder(doc, value, widthFor(undefined, options)), options);
}
