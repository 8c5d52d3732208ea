import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TestCms } from "./cms";

// Smallest real files of each kind: a 1×1 PNG and a one-line PDF.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** The form of an upload, as the media library sends it: one file, and `fields` besides. */
export function fileForm(name: string, bytes: Buffer, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A GET of a file (PDF, xlsx) with the bearer token of a signed-in user, the admin's unless told. */
export async function download(cms: TestCms, path: string, token = cms.adminToken): Promise<Download> {
  const response = await fetch(`${cms.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The pieces of text of a PDF's first page as pdf.js places them, each with its left and right edge in points. */
export async function pdfTextBoxes(bytes: Buffer): Promise<Array<{ text: string; left: number; right: number }>> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const boxes = content.items.flatMap((item) =>
    "str" in item && item.str.trim()
      ? [{ text: item.str, left: item.transform[4] as number, right: (item.transform[4] as number) + item.width }]
      : [],
  );
  await pdf.destroy();
  return boxes;
}

/**
 * The text of each page of a PDF as pdf.js extracts it, lines joined by
 * spaces; a word cut after its hyphen at a line's end is joined again.
 */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    pages.push(text.replace(/\s+/g, " ").replace(/- (?=\p{Ll})/gu, "-"));
  }
  await pdf.destroy();
  return pages;
}
