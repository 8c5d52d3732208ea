import type { Core } from "@strapi/strapi";
import {
  firstZodMessage,
  MESSAGES,
  occurrenceFrom,
  RECURRING_MESSAGES,
  recurringInvoiceSchema,
  todayInMorocco,
  zodFieldErrors,
  type RecurringInvoiceData,
} from "@agency/shared";
import { factories } from "@strapi/strapi";
import { jobRun } from "../../../jobs/run";
import { resolveReference } from "../../../sales/input";
import { priceDocument } from "../../../sales/pricing";
import { RECURRING_UID, runRecurringInvoices } from "../../../sales/recurring";
import type { Context } from "../../../utils/context";
import { lockDocument } from "../../../utils/database";
import { documentData } from "../../../utils/documents";

const POPULATE = ["client", "items"] as const;

type Stored = Pick<RecurringInvoiceData, "startDate" | "frequency"> & { nextDate: string };

/**
 * The date of the first invoice still to make: for a new retainer, its start, or the first date of its schedule
 * from today when it started in the past (the periods before are the invoices typed by hand until now); for a
 * changed one, the first date of the new schedule not before the invoices already made.
 */
const nextDateOf = (input: Pick<RecurringInvoiceData, "startDate" | "frequency">, before?: Stored) =>
  occurrenceFrom(input.startDate, input.frequency, before?.nextDate ?? todayInMorocco());

export default factories.createCoreController(RECURRING_UID, ({ strapi }: { strapi: Core.Strapi }) => {
  /** Validated with the shared schema, the client checked, the lines priced as an invoice's. */
  async function stored(ctx: Context, input: unknown, before?: Stored) {
    const parsed = recurringInvoiceSchema.safeParse(input);
    if (!parsed.success) {
      ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
      return null;
    }
    const client = await resolveReference(strapi, "api::client.client", parsed.data.client);
    if (!client) {
      ctx.badRequest(MESSAGES.selectClient, { errors: { client: MESSAGES.selectClient } });
      return null;
    }
    const { items, ...fields } = parsed.data;
    return documentData<typeof RECURRING_UID>({
      ...fields,
      client,
      ...priceDocument(items),
      nextDate: nextDateOf(parsed.data, before),
    });
  }

  const answer = async (controller: Core.CoreAPI.Controller.Base, ctx: Context, documentId: string) => {
    const entity = await strapi.documents(RECURRING_UID).findOne({ documentId, populate: [...POPULATE] });
    return controller.transformResponse(await controller.sanitizeOutput(entity, ctx));
  };

  return {
    async create(this: Core.CoreAPI.Controller.Base, ctx: Context) {
      const data = await stored(ctx, ctx.request.body?.data);
      if (!data) return;
      const created = await strapi.documents(RECURRING_UID).create({ data });
      ctx.status = 201;
      ctx.body = await answer(this, ctx, created.documentId);
    },

    async update(this: Core.CoreAPI.Controller.Base, ctx: Context) {
      const documentId = String(ctx.params.id);
      // Held from the read of its next date to the write: the daily run moving it on at the same moment goes first.
      const outcome = await strapi.db.transaction(async () => {
        if (!(await lockDocument(strapi, RECURRING_UID, documentId, "update"))) return "missing";
        const before = (await strapi.documents(RECURRING_UID).findOne({ documentId })) as Stored | null;
        if (!before) return "missing";
        const data = await stored(ctx, ctx.request.body?.data, before);
        if (!data) return "refused";
        await strapi.documents(RECURRING_UID).update({ documentId, data });
        return "written";
      });
      if (outcome === "missing") return ctx.notFound(RECURRING_MESSAGES.notFound);
      if (outcome === "written") ctx.body = await answer(this, ctx, documentId);
    },

    /** POST /api/recurring-invoices/run { date }: the daily job's recurring invoices for that day (today if absent). */
    run: jobRun((date) => runRecurringInvoices(strapi, date ?? todayInMorocco())),
  };
});
