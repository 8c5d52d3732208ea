import type { Context } from "../utils/context";
import { einvoiceFile, EINVOICE_FORMATS, EINVOICE_MESSAGES, type EinvoiceFormat } from "../einvoice/document";
import { sendEinvoiceZip } from "../einvoice/zip";
import type { Core, UID } from "@strapi/strapi";
import { todayInMorocco, type NumberedKind } from "@agency/shared";
import { CREDIT_NOTE_UID } from "../sales/balance";
import { SALES_KINDS } from "../sales/kinds";
import { loadCompany } from "./company";
import { LIST_EXPORTS, type ListName } from "./list-columns";
import { exportHeading, namesThrough } from "./list-heading";
import { listPdf } from "./list-pdf";
import { listRows } from "./list-rows";
import { listXlsx } from "./list-xlsx";
import { sendFile } from "./responses";
import { documentMailActions, isMailedKind, type MailedKind } from "./mail";
import { documentShareActions } from "../share/actions";
import { documentNumber, salesDocumentPdf, type PrintedDocument } from "./sales-pdf";
import { populateOf } from "../utils/documents";

const KIND_OF: Partial<Record<ListName, NumberedKind>> = {
  invoices: "invoice",
  quotes: "quote",
  deliveries: "delivery",
  creditNotes: "creditNote",
};

type Printed = { uid: UID.ContentType; populate: string[]; notFound: string };

/** Where each printed document lives and what its PDF shows of its relations. */
const PRINTED: Record<NumberedKind, Printed> = {
  invoice: SALES_KINDS.invoice,
  quote: SALES_KINDS.quote,
  delivery: SALES_KINDS.delivery,
  creditNote: { uid: CREDIT_NOTE_UID, populate: ["client", "items", "invoice"], notFound: "Avoir non trouvé" },
};

/** One sales document or credit note with what its PDF prints, or null. */
export async function loadSalesDocument(
  strapi: Core.Strapi,
  kind: NumberedKind,
  documentId: string,
): Promise<PrintedDocument | null> {
  const { uid, populate } = PRINTED[kind];
  return strapi
    .documents(uid)
    .findOne({ documentId, populate: populateOf(populate) }) as Promise<PrintedDocument | null>;
}

/** The PDF of one sales document and its file name (its number). */
export async function salesPdfFile(strapi: Core.Strapi, kind: NumberedKind, record: PrintedDocument) {
  const body = await salesDocumentPdf(kind, record, await loadCompany(strapi));
  return { body, fileName: `${documentNumber(kind, record)}.pdf` };
}

/**
 * The `filters` and `sort` of a list's request, validated and sanitised against its model as the content API does,
 * or why they are refused.
 */
export async function listQuery(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.ContentType,
): Promise<{ filters?: unknown; sort?: unknown } | string> {
  const model = strapi.getModel(uid);
  const raw = { filters: ctx.query.filters ?? {}, sort: ctx.query.sort };
  try {
    await strapi.contentAPI.validate.query(raw, model, { auth: ctx.state.auth });
  } catch (error) {
    return (error as Error).message;
  }
  return strapi.contentAPI.sanitize.query(raw, model, { auth: ctx.state.auth });
}

/** An invoice's, quote's or credit note's sending by e-mail and its client link, on one loader. */
function mailedActions(strapi: Core.Strapi, kind: MailedKind) {
  const load = async (documentId: string) => {
    const record = await loadSalesDocument(strapi, kind, documentId);
    if (!record) return null;
    return { record, number: documentNumber(kind, record), pdf: () => salesPdfFile(strapi, kind, record) };
  };
  return {
    ...documentMailActions(strapi, kind, load, PRINTED[kind].notFound),
    ...documentShareActions(strapi, kind, load, PRINTED[kind].notFound),
  };
}

/**
 * GET /api/<collection>/export?format=pdf|xlsx with the list's filters and
 * sort, for sales documents GET /api/<collection>/:id/pdf, and for invoices,
 * quotes and credit notes their sending by e-mail.
 */
export function documentActions(name: ListName) {
  const list = LIST_EXPORTS[name];
  const kind = KIND_OF[name];
  return ({ strapi }: { strapi: Core.Strapi }) => ({
    ...(kind && isMailedKind(kind) && mailedActions(strapi, kind)),

    async exportList(ctx: Context) {
      const format = ctx.query.format;
      if (format !== "pdf" && format !== "xlsx")
        return ctx.badRequest("Format d'export inconnu : choisissez pdf ou xlsx");
      const query = await listQuery(strapi, ctx, list.uid);
      if (typeof query === "string") return ctx.badRequest(`Filtres d'export invalides : ${query}`);
      const rows = await listRows(strapi, list, query);
      const company = await loadCompany(strapi);
      const now = new Date();
      const today = todayInMorocco(now);
      const heading = await exportHeading(query.filters, name, namesThrough(strapi, list.uid), rows.length, now);
      const body =
        format === "pdf"
          ? await listPdf(list, rows, company, heading)
          : await listXlsx(list, rows, company.name, heading);
      sendFile(ctx, body, `${list.prefix}_${today}.${format}`, format);
    },

    /** GET /api/<invoices|credit-notes>/:id/einvoice?format=ubl|cii|facturx: the EN 16931 file of an issued document. */
    async einvoice(ctx: Context) {
      if (kind !== "invoice" && kind !== "creditNote") return ctx.notFound();
      const format = ctx.query.format;
      if (!EINVOICE_FORMATS.includes(format as EinvoiceFormat)) return ctx.badRequest(EINVOICE_MESSAGES.format);
      const record = await loadSalesDocument(strapi, kind, String(ctx.params.id));
      if (!record) return ctx.notFound(PRINTED[kind].notFound);
      if ((record as { state?: string }).state === "draft") return ctx.conflict(EINVOICE_MESSAGES.draft);
      const { body, fileName, type } = await einvoiceFile(strapi, kind, record, format as EinvoiceFormat);
      sendFile(ctx, body, fileName, type);
    },

    /** GET /api/invoices/einvoice.zip?format=ubl|cii|facturx with the list's filters and sort: its issued invoices' files. */
    async einvoiceZip(ctx: Context) {
      if (kind !== "invoice") return ctx.notFound();
      const format = ctx.query.format;
      if (!EINVOICE_FORMATS.includes(format as EinvoiceFormat)) return ctx.badRequest(EINVOICE_MESSAGES.format);
      const query = await listQuery(strapi, ctx, list.uid);
      if (typeof query === "string") return ctx.badRequest(`Filtres invalides : ${query}`);
      await sendEinvoiceZip(strapi, ctx, list, query, format as EinvoiceFormat);
    },

    async pdf(ctx: Context) {
      if (!kind) return ctx.notFound();
      const record = await loadSalesDocument(strapi, kind, String(ctx.params.id));
      if (!record) return ctx.notFound(PRINTED[kind].notFound);
      const { body, fileName } = await salesPdfFile(strapi, kind, record);
      sendFile(ctx, body, fileName, "pdf", ctx.query.disposition === "inline");
    },
  });
}
