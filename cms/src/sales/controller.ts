import type { Context } from "../utils/context";
import type { Core } from "@strapi/strapi";
import {
  canTransition,
  creditNoteSchema,
  firstZodMessage,
  MESSAGES,
  PAYMENT_METHODS,
  invoicePaymentSchema,
  todayInMorocco,
  zodFieldErrors,
  type DocumentKind,
} from "@agency/shared";
import { CREDIT_NOTE_UID } from "./balance";
import { creditInvoice, CreditRefused } from "./credit-notes";
import { duplicateDocument } from "./duplicate";
import { InputError, resolveReference, toInput, validate, type Reference } from "./input";
import { documentData, populateOf } from "../utils/documents";
import { SALES_KINDS, type SalesKind } from "./kinds";
import { fastList } from "./fast-list";
import { issueInvoice } from "./issue";
import { amountDue } from "./balance";
import { PaymentRefused } from "./payments";
import { createNumbered, isUniqueViolation, nextNumber, NumberTakenError } from "./numbering";
import { priceDocument } from "./pricing";
import { statusChangeRefused } from "./status";

/** A sales document's form as the shared zod schemas accept it (invoice, quote or delivery note). */
type SalesInput = Record<string, unknown> &
  Partial<Record<SalesKind["numberField"], string | null>> & {
    client?: Reference;
    invoice?: Reference;
    items: Parameters<typeof priceDocument>[0];
    status?: string;
    state?: string;
  };

/** What every sales content type stores, read from a document of a kind chosen at run time. */
type StoredFields = Partial<Record<"status" | SalesKind["numberField"], string | null>>;

const INITIAL_STATUS: Record<DocumentKind, string> = { invoice: "unpaid", quote: "draft", delivery: "draft" };

/** Relations checked, lines priced: the data the database receives. */
async function toStored(strapi: Core.Strapi, kind: SalesKind, input: SalesInput) {
  const client = await resolveReference(strapi, "api::client.client", input.client);
  if (!client) throw new InputError(MESSAGES.selectClient, { client: MESSAGES.selectClient });
  const { [kind.numberField]: _number, items, ...fields } = input;
  const stored: Record<string, unknown> = { ...fields, client };
  if (kind.kind === "delivery") {
    const invoice = await resolveReference(strapi, "api::invoice.invoice", input.invoice);
    if (!invoice)
      throw new InputError("Veuillez sélectionner une facture", { invoice: "Veuillez sélectionner une facture" });
    stored.invoice = invoice;
    stored.items = (items as ReadonlyArray<Record<string, unknown>>).map(({ description, quantity, unit, note }) => ({
      description,
      quantity,
      unit: unit ?? null,
      note: note ?? "",
    }));
  } else {
    Object.assign(stored, priceDocument(items));
  }
  return stored;
}

/** A delivery note names its invoice; its client is the invoice's unless given. */
async function withInvoiceClient(strapi: Core.Strapi, kind: SalesKind, input: SalesInput) {
  if (kind.kind !== "delivery" || input.client || !input.invoice) return input;
  const invoice = await resolveReference(strapi, "api::invoice.invoice", input.invoice);
  if (!invoice) return input;
  const found = await strapi.documents("api::invoice.invoice").findOne({ documentId: invoice, populate: ["client"] });
  return { ...input, client: found?.client?.documentId };
}

/**
 * create/update/next-number of invoices, quotes and delivery notes: validated
 * with the shared zod schemas, totals recomputed, numbers unique, status
 * changes checked against the allowed transitions.
 */
export function salesActions(kindName: DocumentKind) {
  const kind = SALES_KINDS[kindName];
  return ({ strapi }: { strapi: Core.Strapi }) => {
    const respond = async (controller: Core.CoreAPI.Controller.Base, ctx: Context, documentId: string) => {
      const entity = await strapi.documents(kind.uid).findOne({ documentId, populate: populateOf(kind.populate) });
      return controller.transformResponse(await controller.sanitizeOutput(entity, ctx));
    };
    const fail = (ctx: Context, error: unknown) => {
      if (error instanceof InputError) return ctx.badRequest(error.message, { errors: error.errors });
      if (error instanceof NumberTakenError)
        return ctx.conflict(error.message, { errors: { [kind.numberField]: error.message } });
      if (error instanceof PaymentRefused || error instanceof CreditRefused) return ctx.badRequest(error.message);
      throw error;
    };
    /** An action whose refusals become their HTTP answers (see `fail`). */
    const guarded = (action: (controller: Core.CoreAPI.Controller.Base, ctx: Context) => Promise<unknown>) =>
      async function (this: Core.CoreAPI.Controller.Base, ctx: Context) {
        try {
          return await action(this, ctx);
        } catch (error) {
          return fail(ctx, error);
        }
      };

    return {
      /** Lists answered by indexed SQL (see fast-list); other query shapes by Strapi. */
      async find(this: Core.CoreAPI.Controller.Base, ctx: Context) {
        await this.validateQuery(ctx);
        const query = await this.sanitizeQuery(ctx);
        const page = await fastList(strapi, kind.uid, query);
        if (!page) return super.find(ctx);
        const data = await this.sanitizeOutput(page.data, ctx);
        return this.transformResponse(data, { pagination: page.pagination });
      },

      /** POST /invoices/:id/issue: a draft becomes an issued, numbered, frozen invoice. */
      issue: guarded(async (controller, ctx) => {
        const issued = await issueInvoice(strapi, String(ctx.params.id));
        if (!issued) return ctx.notFound(kind.notFound);
        ctx.body = await respond(controller, ctx, issued.documentId);
      }),

      /** POST /invoices/:id/mark-paid: records a payment of the balance (by transfer unless told), dated today. */
      markPaid: guarded(async (controller, ctx) => {
        const documentId = String(ctx.params.id);
        if (!(await strapi.db.query(kind.uid).findOne({ where: { documentId }, select: ["id"] })))
          return ctx.notFound(kind.notFound);
        const method = PAYMENT_METHODS.find((known) => known === ctx.request.body?.data?.method) ?? "virement";
        await strapi.documents("api::payment.payment").create({
          data: documentData<"api::payment.payment">({
            invoice: documentId,
            amount: await amountDue(strapi, documentId),
            date: todayInMorocco(),
            method,
          }),
        });
        ctx.body = await respond(controller, ctx, documentId);
      }),

      /**
       * POST /invoices/:id/refund: `{ amount, date, method, reference?, note? }` gives the client back what it paid
       * beyond the invoice once credited, recorded as a payment below 0 (the payments' rules check it).
       */
      refund: guarded(async (controller, ctx) => {
        const parsed = invoicePaymentSchema.safeParse(ctx.request.body?.data ?? {});
        if (!parsed.success)
          return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
        const documentId = String(ctx.params.id);
        if (!(await strapi.db.query(kind.uid).findOne({ where: { documentId }, select: ["id"] })))
          return ctx.notFound(kind.notFound);
        await strapi.documents("api::payment.payment").create({
          data: documentData<"api::payment.payment">({
            ...parsed.data,
            invoice: documentId,
            amount: -parsed.data.amount,
          }),
        });
        ctx.status = 201;
        ctx.body = await respond(controller, ctx, documentId);
      }),

      /** POST /invoices/:id/credit-note: `{ reason }` credits what is left of the invoice, `{ reason, items }` those lines. */
      creditNote: guarded(async (controller, ctx) => {
        const parsed = creditNoteSchema.safeParse(ctx.request.body?.data ?? ctx.request.body ?? {});
        if (!parsed.success)
          return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
        const documentId = String(ctx.params.id);
        if (!(await strapi.db.query(kind.uid).findOne({ where: { documentId }, select: ["id"] })))
          return ctx.notFound(kind.notFound);
        const created = await creditInvoice(strapi, documentId, parsed.data);
        const output = await strapi.contentAPI.sanitize.output(created, strapi.getModel(CREDIT_NOTE_UID), {
          auth: ctx.state.auth,
        });
        ctx.status = 201;
        ctx.body = await controller.transformResponse(output);
      }),

      /** POST /invoices/:id/duplicate, /quotes/:id/duplicate: a new draft with the same client, lines and notes. */
      duplicate: guarded(async (controller, ctx) => {
        if (kind.kind === "delivery") return ctx.notFound();
        const copy = await duplicateDocument(strapi, kind.kind, String(ctx.params.id));
        if (!copy) return ctx.notFound(kind.notFound);
        ctx.status = 201;
        ctx.body = await respond(controller, ctx, copy.documentId);
      }),

      async nextNumber(ctx: Context) {
        ctx.body = { number: await nextNumber(strapi, kind) };
      },

      create: guarded(async (controller, ctx) => {
        const body = ctx.request.body?.data;
        if (!body || typeof body !== "object") throw new InputError("Données manquantes");
        const input = validate<SalesInput>(kind, await withInvoiceClient(strapi, kind, body));
        const status = input.status ?? INITIAL_STATUS[kind.kind];
        if (kind.kind !== "invoice" && status !== INITIAL_STATUS[kind.kind]) {
          throw new InputError("Un nouveau document est créé en brouillon", {
            status: "Un nouveau document est créé en brouillon",
          });
        }
        const stored = { ...(await toStored(strapi, kind, input)), status };
        // A draft invoice is saved without a number: it takes one when it is issued.
        const created =
          kind.kind === "invoice" && input.state === "draft"
            ? await strapi.documents(kind.uid).create({ data: documentData({ ...stored, invoiceNumber: null }) })
            : await createNumbered(strapi, kind, input[kind.numberField], (number) =>
                strapi.documents(kind.uid).create({ data: documentData({ ...stored, [kind.numberField]: number }) }),
              );
        ctx.status = 201;
        ctx.body = await respond(controller, ctx, created.documentId);
      }),

      update: guarded(async (controller, ctx) => {
        const documentId = String(ctx.params.id);
        const existing = await strapi.documents(kind.uid).findOne({ documentId, populate: populateOf(kind.populate) });
        if (!existing) return ctx.notFound(kind.notFound);
        const patch = ctx.request.body?.data;
        if (!patch || typeof patch !== "object") throw new InputError("Données manquantes");
        const from = (existing as StoredFields).status as string;
        if (patch.status !== undefined && patch.status !== from && !canTransition(kind.kind, from, patch.status)) {
          throw new InputError(statusChangeRefused(kind.kind, from, patch.status), {
            status: statusChangeRefused(kind.kind, from, patch.status),
          });
        }
        if (Object.keys(patch).every((key) => key === "status")) {
          await strapi.documents(kind.uid).update({ documentId, data: documentData({ status: patch.status }) });
          return (ctx.body = await respond(controller, ctx, documentId));
        }
        const input = validate<SalesInput>(kind, { ...toInput(kind, existing), ...patch });
        const stored = await toStored(strapi, kind, input);
        const number = input[kind.numberField] ?? (existing as StoredFields)[kind.numberField];
        const written: Record<string, unknown> = { ...stored, [kind.numberField]: number };
        // What moves by its own writes (a client's answer, payments, issuing) is written only when the request names
        // it: a PUT of notes must not put back the status or number it read before another write changed them.
        for (const field of ["status", "state", kind.numberField])
          if (patch[field] === undefined) delete written[field];
        try {
          await strapi.db.transaction(() =>
            strapi.documents(kind.uid).update({ documentId, data: documentData(written) }),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new NumberTakenError(kind.conflict);
          throw error;
        }
        ctx.body = await respond(controller, ctx, documentId);
      }),
    };
  };
}
