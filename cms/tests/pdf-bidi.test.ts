import { describe, expect, it } from "vitest";
import { inVisualOrder, readsRightToLeft } from "../src/documents/pdf-bidi";
import { MARGIN, openPdf, type Pdf } from "../src/documents/pdf-frame";
import { salesDocumentPdf } from "../src/documents/sales-pdf";
import { pdfTextBoxes } from "./harness/files";

/** The document's current font as pdfkit holds it: what encodes a line into the glyphs it draws, left to right. */
type EmbeddedFont = { encode(text: string): [string[], unknown[]]; unicode: number[][] };

/** Each line of `text` as drawn, read from the left: the characters of its glyphs in the order pdfkit places them. */
function drawn(doc: Pdf, text: string, width?: number): string[] {
  const font = (doc as Pdf & { _font: EmbeddedFont })._font;
  return inVisualOrder(doc, text, width)
    .split("\n")
    .map((line) => {
      const [glyphs] = font.encode(line);
      return glyphs
        .map((glyph) => String.fromCodePoint(...font.unicode[parseInt(glyph, 16)]!))
        .join("")
        .replace(/\u00A0/g, " ");
    });
}

/** Right-to-left text as the eye meets it from the left: its characters backwards. */
const fromTheLeft = (text: string) => [...text].reverse().join("");

describe("right-to-left text in documents", () => {
  const { doc } = openPdf({ title: "Essai", company: { name: "Agence" } as never });
  doc.font("regular").fontSize(10);

  it("draws Arabic words from the right, each whole and spaced", () => {
    expect(drawn(doc, "محمد العلوي")).toEqual([fromTheLeft("محمد العلوي")]);
    expect(drawn(doc, "شارع محمد الخامس، الرباط")).toEqual([fromTheLeft("شارع محمد الخامس، الرباط")]);
  });

  it("keeps figures and Latin words left to right inside Arabic, and the other way round", () => {
    expect(drawn(doc, "شارع 12، حي الرياض 10100 الرباط")).toEqual([
      `${fromTheLeft("الرباط")} 10100 ${fromTheLeft("حي الرياض")} ،12 ${fromTheLeft("شارع")}`,
    ]);
    expect(drawn(doc, "تصميم شعار — Logo")).toEqual([`Logo — ${fromTheLeft("تصميم شعار")}`]);
    expect(drawn(doc, "Identité visuelle — هوية بصرية")).toEqual([`Identité visuelle — ${fromTheLeft("هوية بصرية")}`]);
  });

  it("mirrors brackets in right-to-left text", () => {
    expect(drawn(doc, "شعار (نسختان)")).toEqual(["(ناتخسن) راعش"]);
  });

  it("wraps Arabic where its words end, the first words on the first line", () => {
    const sentence = "هذا نص عربي طويل يحتوي على عدة كلمات ليظهر كيف يلتف داخل عمود ضيق في الجدول";
    const lines = drawn(doc, sentence, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of inVisualOrder(doc, sentence, 120).split("\n")) {
      expect(doc.widthOfString(line)).toBeLessThanOrEqual(120);
    }
    expect(lines.map(fromTheLeft).join(" ")).toBe(sentence);
  });

  it("leaves French text as it is", () => {
    expect(inVisualOrder(doc, "Création de logo (3 propositions)", 50)).toBe("Création de logo (3 propositions)");
  });
});

describe("a paragraph of notes in Arabic", () => {
  it("reads from the right when its first letter is Arabic, whatever follows", () => {
    const paragraphs = ["شكرا لثقتكم", "12 شارع الحسن الثاني — Casablanca", "Paiement à réception — شكرا", "Virement"];
    expect(paragraphs.map(readsRightToLeft)).toEqual([true, true, false, false]);
  });

  it("ends at the right margin of the page, a French one starts at the left", async () => {
    const A4_WIDTH = 595.28;
    const pdf = await salesDocumentPdf(
      "quote",
      {
        documentId: "q1",
        quoteNumber: "DEVIS-26-0001",
        issueDate: "2026-12-01",
        validUntil: "2026-12-31",
        status: "draft",
        client: { name: "Riad Zitoun" },
        items: [{ description: "Logo", quantity: 1, unitPrice: 100, discount: 0, taxRate: 20 }],
        notes: "Merci pour votre confiance.\nشكرا لثقتكم",
      },
      { name: "Agence" },
    );
    const boxes = await pdfTextBoxes(pdf);
    const french = boxes.find((box) => box.text.includes("Merci pour votre confiance."));
    const arabic = boxes.filter((box) => /[\u0600-\u06FF\uFE70-\uFEFC]/.test(box.text));
    expect(french?.left).toBeCloseTo(MARGIN, 0);
    expect(arabic.length).toBeGreaterThan(0);
    expect(Math.max(...arabic.map((box) => box.right))).toBeCloseTo(A4_WIDTH - MARGIN, 0);
  });
});
