import type { Context } from "../../../utils/context";
import type { Core, Modules } from "@strapi/strapi";
import { buildCsv, formatFrenchDate, SUBSCRIBER_CSV_HEADERS, todayInMorocco } from "@agency/shared";

const STATUS_LABELS: Record<string, string> = { active: "Actif", unsubscribed: "Désabonné" };

/**
 * GET /api/subscribers/export.csv: every subscriber matching the list's
 * filters (not one page), semicolon-separated, UTF-8 with a BOM, fr-FR dates,
 * cells that a spreadsheet would run as a formula neutralised.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async exportCsv(ctx: Context) {
    const filters = (
      await strapi.contentAPI.sanitize.query(
        { filters: ctx.query.filters ?? {} },
        strapi.getModel("api::subscriber.subscriber"),
        { auth: ctx.state.auth },
      )
    ).filters;
    const rows = await strapi.documents("api::subscriber.subscriber").findMany({
      filters: filters as Modules.Documents.Params.Filters.Any<"api::subscriber.subscriber">,
      sort: "createdAt:desc",
    });
    const csv = buildCsv(
      [...SUBSCRIBER_CSV_HEADERS],
      rows.map((row) => [
        row.id,
        row.email,
        formatFrenchDate(String(row.createdAt)),
        row.source ?? "",
        STATUS_LABELS[String(row.status)] ?? row.status ?? "",
      ]),
    );
    const today = todayInMorocco();
    ctx.set("Content-Type", "text/csv; charset=utf-8");
    ctx.set("Content-Disposition", `attachment; filename="abonnes_${today}.csv"`);
    ctx.body = csv;
  },
});
