import type { Core } from "@strapi/strapi";
import { AGEING_BUCKETS, formatFrenchDate, isIsoDate, todayInMorocco, INVALID_DATE_MESSAGE } from "@agency/shared";
import { loadCompany } from "../../../documents/company";
import type { ExportTable } from "../../../documents/list-columns";
import { listPdf } from "../../../documents/list-pdf";
import { listXlsx } from "../../../documents/list-xlsx";
import { sendFile } from "../../../documents/responses";
import type { Context } from "../../../utils/context";
import type { AgeingReport, AgeingRow } from "../services/report";

const ageingTable = (date: string): ExportTable<AgeingRow> => ({
  title: `Balance âgée au ${formatFrenchDate(date)}`,
  columns: [
    { header: "Client", kind: "text", width: 30, value: (row) => row.name },
    ...AGEING_BUCKETS.map((bucket) => ({
      header: bucket.label,
      kind: "money" as const,
      width: 15,
      value: (row: AgeingRow) => row[bucket.key],
      total: true,
    })),
    { header: "Total dû", kind: "money", width: 16, value: (row) => row.total, total: true },
  ],
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ageing(ctx: Context) {
    const { date = todayInMorocco(), format = "json" } = ctx.query as Record<string, string | undefined>;
    // A day, not a date-time: the report is of a Casablanca calendar day.
    if (typeof date !== "string" || date.length !== 10 || !isIsoDate(date)) return ctx.badRequest(INVALID_DATE_MESSAGE);
    if (!["json", "pdf", "xlsx"].includes(String(format)))
      return ctx.badRequest("Format inconnu : choisissez json, pdf ou xlsx");
    const report: AgeingReport = await strapi.service("api::report.report").ageing(date);
    if (format === "json") {
      ctx.body = report;
      return;
    }
    const table = ageingTable(date);
    const company = await loadCompany(strapi);
    const body =
      format === "pdf"
        ? await listPdf(table, report.rows, company, todayInMorocco())
        : await listXlsx(table, report.rows, company.name);
    sendFile(ctx, body, `balance-agee_${date}.${format}`, format as "pdf" | "xlsx");
  },
});
