import { describe, expect, it } from "vitest";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import {
  PDFDocument,
  PDFName,
  PDFDict,
  PDFArray,
  PDFString,
  PDFHexString,
  PDFStream,
  decodePDFRawStream,
  type PDFRawStream,
} from "pdf-lib";
import { download, pdfPages } from "./harness/files";
import { createClient, postInvoice } from "./harness/sales";

const server = cmsForThisFile({ prepare: ensureCompanySettings });
const { call } = server;

// By hand: 2 000 HT at 20 %; 3 × 500 − 10 % = 1 350 HT at 10 %; 200 exempt. Tax 400 + 135; total 4 085.
const LINES = [
  { description: "Site vitrine", quantity: 1, unitPrice: 2000, discount: 0, taxRate: 20 },
  { description: "Rédaction", quantity: 3, unit: "jour", unitPrice: 500, discount: 10, taxRate: 10 },
  { description: "Nom de domaine", quantity: 1, unitPrice: 200, discount: 0, taxRate: 0 },
];

const einvoice = async (path: string, format: string) => {
  const answer = await download(server, `${path}/einvoice?format=${format}`);
  return { ...answer, xml: answer.bytes.toString("utf8") };
};

/** The files a PDF carries (its EmbeddedFiles name tree, flat as pdfkit writes it), by name, as text. */
async function attachedFiles(pdf: PDFDocument): Promise<Record<string, string>> {
  const names = pdf.catalog.lookup(PDFName.of("Names"), PDFDict);
  const tree = names.lookup(PDFName.of("EmbeddedFiles"), PDFDict);
  const pairs = tree.lookup(PDFName.of("Names"), PDFArray);
  const files: Record<string, string> = {};
  for (let index = 0; index < pairs.size(); index += 2) {
    const name = pairs.lookup(index, PDFString, PDFHexString).decodeText();
    const spec = pairs.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"), PDFStream) as PDFRawStream;
    files[name] = Buffer.from(decodePDFRawStream(stream).decode()).toString("utf8");
  }
  return files;
}

/** The text of each element named `name` in the XML. */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((match) => match[1]);

describe("e-invoices (EN 16931)", () => {
  it("writes an issued invoice in UBL and CII with its parties, lines, VAT breakdown and totals", async () => {
    const client = await createClient(server, { name: "Atlas Textile", ice: "002345678000055", type: "sarl" });
    const invoice = await postInvoice(server, { client: client.documentId, items: LINES });
    expect(Number(invoice.totalAmount)).toBe(4085);

    const ubl = await einvoice(`/api/invoices/${invoice.documentId}`, "ubl");
    expect(ubl.status).toBe(200);
    expect(ubl.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(ubl.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.invoiceNumber}-ubl.xml"`);
    expect(ubl.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/,
    );
    expect(values(ubl.xml, "cbc:ID")[0]).toBe(invoice.invoiceNumber);
    expect(values(ubl.xml, "cbc:InvoiceTypeCode")).toEqual(["380"]);
    expect(values(ubl.xml, "cbc:DocumentCurrencyCode")).toEqual(["MAD"]);
    expect(values(ubl.xml, "cbc:RegistrationName")).toEqual(["Agence Digitale", "Atlas Textile"]);
    expect(values(ubl.xml, "cbc:CompanyID")).toEqual(["40123456", "001234567000089", "002345678000055"]);
    expect(values(ubl.xml, "cbc:TaxableAmount")).toEqual(["200.00", "1350.00", "2000.00"]);
    expect(values(ubl.xml, "cbc:TaxExemptionReason")).toEqual([
      "Exonéré de TVA (article 91 du Code général des impôts)",
    ]);
    expect(values(ubl.xml, "cbc:LineExtensionAmount")).toEqual(["3550.00", "2000.00", "1350.00", "200.00"]);
    expect(values(ubl.xml, "cbc:InvoicedQuantity")).toEqual(["1", "3", "1"]);
    expect(ubl.xml).toContain('<cbc:InvoicedQuantity unitCode="DAY">3</cbc:InvoicedQuantity>');
    expect(values(ubl.xml, "cbc:PayableAmount")).toEqual(["4085.00"]);
    expect(values(ubl.xml, "cbc:CompanyLegalForm")).toEqual([
      "Agence Digitale · Capital : 100 000 DH · ICE : 001234567000089 · IF : 40123456 · RC : Casablanca 456789 · Patente : 35123456 · CNSS : 8765432",
    ]);

    const cii = await einvoice(`/api/invoices/${invoice.documentId}`, "cii");
    expect(cii.status).toBe(200);
    expect(values(cii.xml, "ram:TypeCode")[0]).toBe("380");
    expect(values(cii.xml, "ram:ActualAmount")).toEqual(["150.00"]);
    expect(values(cii.xml, "ram:CalculatedAmount")).toEqual(["0.00", "135.00", "400.00"]);
    expect(values(cii.xml, "ram:TaxTotalAmount")).toEqual(["535.00"]);
    expect(values(cii.xml, "ram:GrandTotalAmount")).toEqual(["4085.00"]);
    expect(values(cii.xml, "udt:DateTimeString")[0]).toBe(String(invoice.issueDate).replace(/-/g, ""));

    // Factur-X: the invoice's own pages, as PDF/A-3, carrying the same CII as factur-x.xml.
    const facturx = await download(server, `/api/invoices/${invoice.documentId}/einvoice?format=facturx`);
    expect(facturx.status).toBe(200);
    expect(facturx.headers.get("content-type")).toBe("application/pdf");
    expect(facturx.headers.get("content-disposition")).toBe(
      `attachment; filename="${invoice.invoiceNumber}-facturx.pdf"`,
    );
    const plain = await download(server, `/api/invoices/${invoice.documentId}/pdf`);
    expect(await pdfPages(facturx.bytes)).toEqual(await pdfPages(plain.bytes));
    const pdf = await PDFDocument.load(facturx.bytes);
    const attachments = await attachedFiles(pdf);
    expect(Object.keys(attachments)).toEqual(["factur-x.xml"]);
    expect(attachments["factur-x.xml"]).toBe(cii.xml);
    const xmp = facturx.bytes.toString("latin1");
    expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(xmp).toContain("/AFRelationship /Data");
  });

  it("writes a credit note as 381 naming the invoice it corrects", async () => {
    const client = await createClient(server, { name: "Riad Essaouira" });
    const invoice = await postInvoice(server, { client: client.documentId, items: [LINES[0]!] });
    const note = await call("POST", `/api/invoices/${invoice.documentId}/credit-note`, {
      data: { reason: "Prestation annulée" },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const path = `/api/credit-notes/${note.body.data.documentId}`;

    const ubl = await einvoice(path, "ubl");
    expect(ubl.status).toBe(200);
    expect(ubl.xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(values(ubl.xml, "cbc:CreditNoteTypeCode")).toEqual(["381"]);
    expect(values(ubl.xml, "cbc:ID")).toContain(invoice.invoiceNumber);
    expect(values(ubl.xml, "cbc:PayableAmount")).toEqual(["2400.00"]);
    const cii = await einvoice(path, "cii");
    expect(values(cii.xml, "ram:TypeCode")[0]).toBe("381");
    expect(values(cii.xml, "ram:IssuerAssignedID")).toEqual([invoice.invoiceNumber]);
    const facturx = await download(server, `${path}/einvoice?format=facturx`);
    expect(facturx.headers.get("content-disposition")).toBe(
      `attachment; filename="${note.body.data.creditNoteNumber}-facturx.pdf"`,
    );
    expect((await attachedFiles(await PDFDocument.load(facturx.bytes)))["factur-x.xml"]).toBe(cii.xml);
  });

  it("gives the settings' RIB as payment by transfer and their exemption reason to 0 % lines", async () => {
    const client = await createClient(server, { name: "Export Services Ltd" });
    const invoice = await postInvoice(server, { client: client.documentId, items: [LINES[2]!] });
    const path = `/api/invoices/${invoice.documentId}`;
    const before = await einvoice(path, "ubl");
    expect(values(before.xml, "cbc:PaymentMeansCode")).toEqual(["30"]);
    expect(before.xml).toContain("<cbc:ID>011780000012345678901296</cbc:ID>");

    const saved = await call("PUT", "/api/company-setting", {
      data: { rib: "0117 8000 0012 3456 7890 1296", vatExemption: "export" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.rib).toBe("011780000012345678901296");
    const cii = await einvoice(path, "cii");
    expect(values(cii.xml, "ram:ProprietaryID")).toEqual(["011780000012345678901296"]);
    expect(values(cii.xml, "ram:ExemptionReasonCode")).toEqual(["VATEX-EU-G"]);
    expect(values(cii.xml, "ram:ExemptionReason")).toEqual([
      "Exportation de services, exonérée de TVA (article 92-I-1° du CGI)",
    ]);

    const refused = await call("PUT", "/api/company-setting", { data: { rib: "1234" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors.rib).toBe("Le RIB compte 24 chiffres (banque, ville, compte et clé).");
    expect((await call("PUT", "/api/company-setting", { data: { rib: "", vatExemption: "art91" } })).status).toBe(200);
    const none = await einvoice(path, "ubl");
    expect(values(none.xml, "cbc:PaymentMeansCode")).toEqual([]);
  });

  it("refuses a draft, an unknown format, an unknown document and a writer", async () => {
    const client = await createClient(server, { name: "Brouillon SARL" });
    const draft = await postInvoice(server, { client: client.documentId, items: LINES, state: "draft" });
    const refused = await einvoice(`/api/invoices/${draft.documentId}`, "ubl");
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.xml).error.message).toBe(
      "Une facture en brouillon n'a pas de facture électronique : émettez-la d'abord.",
    );
    expect((await einvoice(`/api/invoices/${draft.documentId}`, "pdf")).status).toBe(400);
    expect((await einvoice("/api/invoices/inconnue", "cii")).status).toBe(404);
    const writer = await download(server, `/api/invoices/${draft.documentId}/einvoice?format=ubl`, server.writerToken);
    expect(writer.status).toBe(403);
  });
});
