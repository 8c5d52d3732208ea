import type { SortPayload } from "react-admin";
import { appendFilters, appendSort, collections, withQuery, type ResourceName } from "../providers/strapiQuery";

export type ExportFormat = "pdf" | "xlsx";

/** The lists the server exports as PDF and Excel (spec 001 point 2). */
export type ExportableResource = Extract<
  ResourceName,
  "clients" | "invoices" | "quotes" | "delivery" | "creditNotes" | "payments"
>;

/** The sales documents that have a PDF and a print view. */
export type PrintableResource = Extract<ResourceName, "invoices" | "quotes" | "delivery">;

/** What has a PDF made by the server: the sales documents and credit notes. */
export type DownloadableResource = PrintableResource | "creditNotes";

/**
 * `GET /api/<collection>/export` with the list's filters and sort, translated by the data
 * provider's own functions so that the file holds exactly the rows on screen (every page).
 */
export const listExportPath = (
  resource: ExportableResource,
  format: ExportFormat,
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
): string => {
  const query = new URLSearchParams({ format });
  appendFilters(query, resource, filter);
  appendSort(query, sort);
  return withQuery(`/api/${collections[resource]}/export`, query);
};

// The server names its files; these names only stand in when its header cannot be read.
const exportPrefixes: Record<ExportableResource, string> = {
  clients: "clients",
  invoices: "factures",
  quotes: "devis",
  delivery: "bons_livraison",
  creditNotes: "avoirs",
  payments: "paiements",
};

/** `factures_2026-03-01.xlsx`, as the server names an export of that day. */
export const exportFileName = (resource: ExportableResource, format: ExportFormat, today: Date): string =>
  `${exportPrefixes[resource]}_${today.toISOString().slice(0, 10)}.${format}`;

/** `GET /api/<collection>/<documentId>/pdf`: one document as a PDF named after its number. */
export const documentPdfPath = (resource: DownloadableResource, documentId: string): string =>
  `/api/${collections[resource]}/${encodeURIComponent(documentId)}/pdf`;

/** The print view of a document, e.g. /invoices/:id/print (the screens share the resource's name). */
export const printViewPath = (resource: PrintableResource, documentId: string): string =>
  `/${resource}/${encodeURIComponent(documentId)}/print`;

/** The EN 16931 files of an issued invoice or a credit note. */
export const EINVOICE_FORMATS = ["facturx", "ubl", "cii"] as const;
export type EinvoiceFormat = (typeof EINVOICE_FORMATS)[number];
export type EinvoiceResource = Extract<DownloadableResource, "invoices" | "creditNotes">;

/** `GET /api/<invoices|credit-notes>/<documentId>/einvoice?format=…`. */
export const einvoicePath = (resource: EinvoiceResource, documentId: string, format: EinvoiceFormat): string =>
  `/api/${collections[resource]}/${encodeURIComponent(documentId)}/einvoice?format=${format}`;

/** `FA-26-0001-ubl.xml`, `FA-26-0001-facturx.pdf`, as the server names them. */
export const einvoiceFileName = (number: string, format: EinvoiceFormat): string =>
  `${number}-${format}.${format === "facturx" ? "pdf" : "xml"}`;

/** `GET /api/invoices/einvoice.zip` with the invoice list's filters and sort: its issued invoices' files. */
export const einvoiceZipPath = (
  format: EinvoiceFormat,
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
): string => {
  const query = new URLSearchParams({ format });
  appendFilters(query, "invoices", filter);
  appendSort(query, sort);
  return withQuery("/api/invoices/einvoice.zip", query);
};
