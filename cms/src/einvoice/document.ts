import type { Core } from "@strapi/strapi";
import { einvoiceModel, legalMentions, VAT_EXEMPTION_IDS, type EinvoiceInput } from "@agency/shared";
import { loadCompany } from "../documents/company";
import { documentNumber, salesDocumentPdf, type PrintedDocument } from "../documents/sales-pdf";
import { embedFacturX } from "./facturx";
import { ciiXml } from "./cii";
import { ublXml } from "./ubl";

export const EINVOICE_FORMATS = ["ubl", "cii", "facturx"] as const;
export type EinvoiceFormat = (typeof EINVOICE_FORMATS)[number];

export const EINVOICE_MESSAGES = {
  format: "Format de facture électronique inconnu : choisissez ubl, cii ou facturx.",
  draft: "Une facture en brouillon n'a pas de facture électronique : émettez-la d'abord.",
} as const;

const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);

/** An issued invoice or a credit note with its client and lines, and the company, as EN 16931 reads them. */
export async function einvoiceInput(
  strapi: Core.Strapi,
  kind: "invoice" | "creditNote",
  record: PrintedDocument,
): Promise<EinvoiceInput> {
  const company = await loadCompany(strapi);
  const notes = typeof record.notes === "string" ? record.notes : null;
  return {
    kind,
    number: documentNumber(kind, record),
    issueDate: day(record.issueDate) ?? "",
    dueDate: kind === "invoice" ? day(record.dueDate) : null,
    paymentTerms: kind === "invoice" ? (record.paymentTerms ?? null) : null,
    note: kind === "creditNote" ? [record.reason, notes].filter(Boolean).join("\n") || null : notes,
    corrects:
      kind === "creditNote" && record.invoice?.invoiceNumber
        ? { number: record.invoice.invoiceNumber, issueDate: day(record.invoice.issueDate) }
        : null,
    exemption: VAT_EXEMPTION_IDS.find((id) => id === company.vatExemption) ?? null,
    bankAccount: kind === "invoice" ? company.rib : null,
    seller: {
      name: company.name,
      address: company.address,
      ice: company.ice,
      fiscalId: company.fiscalId,
      email: company.email,
      legalInfo: legalMentions(company)[0],
    },
    buyer: {
      name: record.client?.name ?? "",
      address: record.client?.address,
      ice: record.client?.ice,
      email: record.client?.email,
    },
    lines: (record.items ?? []).map((line) => ({
      description: line.description ?? "",
      quantity: Number(line.quantity),
      unit: line.unit,
      unitPrice: Number(line.unitPrice ?? 0),
      discount: Number(line.discount ?? 0),
      taxRate: Number(line.taxRate ?? 0),
    })),
  };
}

/** The e-invoice file of a document: its XML in the syntax asked, or its Factur-X PDF, named by its number. */
export async function einvoiceFile(
  strapi: Core.Strapi,
  kind: "invoice" | "creditNote",
  record: PrintedDocument,
  format: EinvoiceFormat,
): Promise<{ body: Buffer; fileName: string; type: "xml" | "pdf" }> {
  const model = einvoiceModel(await einvoiceInput(strapi, kind, record));
  if (format === "facturx") {
    const cii = ciiXml(model);
    const body = await salesDocumentPdf(kind, record, await loadCompany(strapi), (doc) =>
      embedFacturX(doc, cii, new Date()),
    );
    return { body, fileName: `${model.number}-facturx.pdf`, type: "pdf" };
  }
  const xml = format === "ubl" ? ublXml(model) : ciiXml(model);
  return { body: Buffer.from(xml, "utf8"), fileName: `${model.number}-${format}.xml`, type: "xml" };
}
