import type { Core } from "@strapi/strapi";
import type { PassThrough } from "node:stream";
import { ZipFile } from "yazl";
import type { Context } from "../utils/context";
import type { ListExport } from "../documents/list-columns";
import { listRows } from "../documents/list-rows";
import type { PrintedDocument } from "../documents/sales-pdf";
import { SALES_KINDS } from "../sales/kinds";
import { filtersOf } from "../utils/documents";
import { einvoiceFile, type EinvoiceFormat } from "./document";

/** The most invoices one archive holds: beyond, the accountant narrows the list's filters. */
export const EINVOICE_ZIP_LIMIT = 2000;

export const EINVOICE_ZIP_MESSAGES = {
  tooMany: (count: number) =>
    `${count.toLocaleString("fr-FR")} factures émises correspondent à ces filtres : une archive en contient au plus ` +
    `${EINVOICE_ZIP_LIMIT.toLocaleString("fr-FR")}. Affinez les filtres (client, période…) et recommencez.`,
} as const;

export const einvoiceZipName = (format: EinvoiceFormat) => `factures-electroniques-${format}.zip`;

/**
 * GET /api/invoices/einvoice.zip: the e-invoice of every issued invoice (never a draft) the list's filters match, in
 * the list's order, one file each named as GET /api/invoices/:id/einvoice names it. `query` is the list's `filters`
 * and `sort` as the list export reads them (validated and sanitised). The archive is streamed as its files are made,
 * so that a Factur-X archive of many invoices is not held whole in memory.
 */
export async function sendEinvoiceZip(
  strapi: Core.Strapi,
  ctx: Context,
  list: ListExport,
  query: { filters?: unknown; sort?: unknown },
  format: EinvoiceFormat,
): Promise<void> {
  const filters = { $and: [query.filters ?? {}, { state: { $ne: "draft" } }] };
  const count = await strapi.documents(list.uid).count({ filters: filtersOf(filters) });
  if (count > EINVOICE_ZIP_LIMIT) return ctx.badRequest(EINVOICE_ZIP_MESSAGES.tooMany(count));
  const rows = await listRows(
    strapi,
    { ...list, populate: SALES_KINDS.invoice.populate },
    { filters, sort: query.sort },
  );
  // The invoice's content type read with its e-invoice's relations, as GET /api/invoices/:id/einvoice reads it.
  const invoices = rows as unknown as PrintedDocument[];

  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  ctx.set("Content-Type", "application/zip");
  ctx.set("Content-Disposition", `attachment; filename="${einvoiceZipName(format)}"`);
  ctx.set("Cache-Control", "no-store");
  ctx.body = output;

  void (async () => {
    for (const invoice of invoices) {
      // Koa destroys the body when the client goes away: no file is made for nobody.
      if (output.destroyed) return;
      const { body, fileName, type } = await einvoiceFile(strapi, "invoice", invoice, format);
      zip.addBuffer(body, fileName, { compress: type === "xml" });
    }
    zip.end();
  })().catch((error: unknown) => {
    strapi.log.error(`Archive des factures électroniques interrompue : ${(error as Error).message}`);
    // A cut connection, not a valid archive missing files.
    output.destroy(error as Error);
  });
}
