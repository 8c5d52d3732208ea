import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A GET of a file (PDF, xlsx) with the bearer token of a signed-in user. */
export async function download(baseUrl: string, path: string, token: string): Promise<Download> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
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
