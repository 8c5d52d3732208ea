import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { download } from "./harness/files";
import { createClient, postInvoice } from "./harness/sales";

const server = cmsForThisFile({ prepare: ensureCompanySettings });

const LINES = [{ description: "Site vitrine", quantity: 1, unitPrice: 2000, discount: 0, taxRate: 20 }];

/** The files of a zip archive, by name, in the archive's order. */
async function unzip(bytes: Buffer): Promise<Array<[name: string, content: Buffer]>> {
  const zip = await JSZip.loadAsync(bytes);
  const files = Object.values(zip.files).filter((file) => !file.dir);
  return Promise.all(files.map(async (file) => [file.name, await file.async("nodebuffer")] as [string, Buffer]));
}

describe("e-invoices of the invoice list in one archive", () => {
  it("holds the file of each issued invoice the list's filters match, in the list's order, and no draft", async () => {
    const client = await createClient(server, { name: "Cabinet Comptable Souissi" });
    const other = await createClient(server, { name: "Autre Client SARL" });
    const first = await postInvoice(server, { client: client.documentId, items: LINES });
    const second = await postInvoice(server, { client: client.documentId, items: LINES });
    await postInvoice(server, { client: client.documentId, items: LINES, state: "draft" });
    await postInvoice(server, { client: other.documentId, items: LINES });

    const archive = await download(
      server,
      `/api/invoices/einvoice.zip?format=ubl&filters[client][documentId][$eq]=${client.documentId}&sort=invoiceNumber:desc`,
    );
    expect(archive.status, archive.bytes.toString("utf8")).toBe(200);
    expect(archive.headers.get("content-type")).toBe("application/zip");
    expect(archive.headers.get("content-disposition")).toBe('attachment; filename="factures-electroniques-ubl.zip"');

    const files = await unzip(archive.bytes);
    expect(files.map(([name]) => name)).toEqual([`${second.invoiceNumber}-ubl.xml`, `${first.invoiceNumber}-ubl.xml`]);
    for (const [invoice, [, content]] of [second, first].map((invoice, index) => [invoice, files[index]!] as const)) {
      const single = await download(server, `/api/invoices/${invoice.documentId}/einvoice?format=ubl`);
      expect(single.status).toBe(200);
      expect(content.toString("utf8")).toBe(single.bytes.toString("utf8"));
    }

    const facturx = await download(
      server,
      `/api/invoices/einvoice.zip?format=facturx&filters[client][documentId][$eq]=${client.documentId}`,
    );
    expect(facturx.headers.get("content-disposition")).toBe(
      'attachment; filename="factures-electroniques-facturx.zip"',
    );
    const pdfs = await unzip(facturx.bytes);
    expect(pdfs.map(([name]) => name).sort()).toEqual(
      [`${first.invoiceNumber}-facturx.pdf`, `${second.invoiceNumber}-facturx.pdf`].sort(),
    );
    for (const [, content] of pdfs) expect(content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("answers an empty archive when no issued invoice matches", async () => {
    const client = await createClient(server, { name: "Sans Facture Émise" });
    await postInvoice(server, { client: client.documentId, items: LINES, state: "draft" });
    const archive = await download(
      server,
      `/api/invoices/einvoice.zip?format=cii&filters[client][documentId][$eq]=${client.documentId}`,
    );
    expect(archive.status).toBe(200);
    expect(archive.headers.get("content-disposition")).toBe('attachment; filename="factures-electroniques-cii.zip"');
    expect(await unzip(archive.bytes)).toEqual([]);
  });

  it("refuses a missing or unknown format, filters the list refuses, and a writer", async () => {
    const message = "Format de facture électronique inconnu : choisissez ubl, cii ou facturx.";
    for (const path of ["/api/invoices/einvoice.zip", "/api/invoices/einvoice.zip?format=pdf"]) {
      const refused = await download(server, path);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.bytes.toString("utf8")).error.message).toBe(message);
    }
    const badFilter = await download(server, "/api/invoices/einvoice.zip?format=ubl&filters[inconnu][$eq]=1");
    expect(badFilter.status).toBe(400);
    expect(JSON.parse(badFilter.bytes.toString("utf8")).error.message).toMatch(/^Filtres invalides : /);

    const writer = await download(server, "/api/invoices/einvoice.zip?format=ubl", server.writerToken);
    expect(writer.status).toBe(403);
  });
});
