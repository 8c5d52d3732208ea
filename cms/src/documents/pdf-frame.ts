import PDFDocument from "pdfkit";
import { legalMentions } from "@agency/shared";
import type { Company } from "./company";
import { documentFonts } from "./fonts";
import { writeRightToLeftInOrder } from "./pdf-bidi";

export type Pdf = InstanceType<typeof PDFDocument>;

export const MARGIN = 40;
const FOOTER_HEIGHT = 44;
export const INK = "#1f2937";
export const MUTED = "#6b7280";
export const ACCENT = "#1e3a8a";
export const RULE = "#d1d5db";

type Internals = Pdf & {
  _font: { constructor: new (doc: Pdf, font: unknown, id: string) => unknown; font: unknown };
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
};
const parsedFonts = new Map<string, { Embedded: Internals["_font"]["constructor"]; font: unknown }>();

/**
 * pdfkit parses the whole font file again for every document (30-40 ms for
 * DejaVu, most of a one-page invoice's time). A parsed font is read-only, so
 * the first one is kept and handed to each new document's embedding, which
 * keeps its own subset. This uses two pdfkit internals (_fontFamilies,
 * _fontCount); pdfkit's version is pinned and the API tests read every PDF back.
 */
function useFont(doc: Pdf, name: string, bytes: Buffer): void {
  const internals = doc as Internals;
  const parsed = parsedFonts.get(name);
  if (parsed) {
    internals._fontFamilies[name] = new parsed.Embedded(doc, parsed.font, `F${++internals._fontCount}`);
    doc.font(name);
    return;
  }
  doc.registerFont(name, bytes);
  doc.font(name);
  parsedFonts.set(name, { Embedded: internals._font.constructor, font: internals._font.font });
}

/**
 * An A4 document with the two embedded fonts, whose bottom margin keeps room
 * for the legal footer; pages are buffered so that the footer and "Page n / N"
 * are drawn on every page once the total is known.
 */
export function openPdf(options: {
  title: string;
  company: Company;
  landscape?: boolean;
  runningHead?: string;
  /** PDF/A-3b, the archive form that may carry files (Factur-X). */
  archive?: boolean;
}): {
  doc: Pdf;
  finished: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.landscape ? "landscape" : "portrait",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    // No default Helvetica to load: every text uses the embedded fonts.
    font: null as unknown as string,
    lang: "fr-FR",
    displayTitle: true,
    info: { Title: options.title, Author: options.company.name, Creator: options.company.name },
    ...(options.archive ? { subset: "PDF/A-3b" as const, pdfVersion: "1.7" as const } : {}),
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const fonts = documentFonts();
  useFont(doc, "bold", fonts.bold);
  useFont(doc, "regular", fonts.regular);
  writeRightToLeftInOrder(doc);
  doc.fillColor(INK);
  const { runningHead } = options;
  if (runningHead) {
    // A continuation page says whose document it is (number and client), then its content starts below.
    doc.on("pageAdded", () => {
      const inner = doc.page.width - 2 * MARGIN;
      doc.font("regular").fontSize(8).fillColor(MUTED);
      doc.text(runningHead, MARGIN, MARGIN - 8, { width: inner, lineBreak: false, ellipsis: true });
      doc
        .moveTo(MARGIN, MARGIN + 4)
        .lineTo(MARGIN + inner, MARGIN + 4)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.fillColor(INK);
      doc.x = MARGIN;
      doc.y = MARGIN + 12;
    });
  }
  return { doc, finished };
}

/** Draws the footer on every page, then ends the document. */
export function closePdf(doc: Pdf, company: Company, finished: Promise<Buffer>): Promise<Buffer> {
  const [legal, contact] = legalMentions(company);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { width, height, margins } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin would make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const top = height - MARGIN - FOOTER_HEIGHT + 10;
    const inner = width - 2 * MARGIN;
    doc
      .moveTo(MARGIN, top)
      .lineTo(width - MARGIN, top)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font("regular").fontSize(7).fillColor(MUTED);
    doc.text(legal, MARGIN, top + 5, { width: inner, align: "center", lineBreak: false, ellipsis: true });
    doc.text(contact, MARGIN, top + 15, { width: inner, align: "center", lineBreak: false, ellipsis: true });
    doc.text(`Page ${index - range.start + 1} / ${range.count}`, MARGIN, top + 26, {
      width: inner,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

/** The room left on the page above the footer. */
export const roomLeft = (doc: Pdf) => doc.page.height - doc.page.margins.bottom - doc.y;

/** Starts a new page unless `height` fits on this one. */
export function keepTogether(doc: Pdf, height: number): void {
  if (roomLeft(doc) < height) {
    doc.addPage();
  }
}
