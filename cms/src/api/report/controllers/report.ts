import type { Core } from "@strapi/strapi";
import {
  AGEING_BUCKETS,
  formatFrenchDate,
  INVALID_DATE_MESSAGE,
  isIsoDate,
  todayInMorocco,
  type StatementEntry,
} from "@agency/shared";
import { loadCompany } from "../../../documents/company";
import type { ExportTable } from "../../../documents/list-columns";
import { listPdf } from "../../../documents/list-pdf";
import { exportedLine } from "../../../documents/list-heading";
import { listXlsx } from "../../../documents/list-xlsx";
import { sendFile } from "../../../documents/responses";
import type { Context } from "../../../utils/context";
import type { AgeingReport, AgeingRow, Statement } from "../services/report";

const FORMATS = ["json", "pdf", "xlsx"] as const;
type Format = (typeof FORMATS)[number];

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

/** A statement line, or the opening and closing balances as lines without movement. */
type StatementLine = Omit<StatementEntry, "debit" | "credit" | "kind"> & {
  debit: number | null;
  credit: number | null;
};

const statementTable = (statement: Statement): ExportTable<StatementLine> => ({
  title: `Relevé de compte — ${statement.client.name} — du ${formatFrenchDate(statement.from)} au ${formatFrenchDate(statement.to)}`,
  columns: [
    { header: "Date", kind: "date", width: 12, value: (line) => new Date(`${line.date}T00:00:00Z`) },
    { header: "Pièce", kind: "text", width: 16, value: (line) => line.reference },
    { header: "Libellé", kind: "text", width: 40, value: (line) => line.label },
    { header: "Débit", kind: "money", width: 14, value: (line) => line.debit, total: true },
    { header: "Crédit", kind: "money", width: 14, value: (line) => line.credit, total: true },
    { header: "Solde", kind: "money", width: 15, value: (line) => line.balance },
  ],
});

/** Under the statement's title: to whom it is addressed (address, ICE, IF), then the day it was made. */
const statementHeading = (statement: Statement, lines: number, today: string): string[] => {
  const { address, ice, fiscalId } = statement.client;
  const client = [address, ice && `ICE : ${ice}`, fiscalId && `IF : ${fiscalId}`].filter(Boolean).join(" · ");
  return [client, exportedLine(today, lines)].filter(Boolean);
};

const statementLines = (statement: Statement): StatementLine[] => [
  {
    date: statement.from,
    reference: "",
    label: "Solde d'ouverture",
    debit: null,
    credit: null,
    balance: statement.opening,
  },
  // An empty cell rather than 0,00 DH on the side a movement does not touch.
  ...statement.entries.map((entry) => ({ ...entry, debit: entry.debit || null, credit: entry.credit || null })),
  {
    date: statement.to,
    reference: "",
    label: "Solde de clôture",
    debit: null,
    credit: null,
    balance: statement.closing,
  },
];

/** A query's day (a Casablanca calendar day, not a date-time), its default when absent, or null when malformed. */
const dayParam = (value: unknown, fallback: string): string | null => {
  if (value === undefined) return fallback;
  return typeof value === "string" && value.length === 10 && isIsoDate(value) ? value : null;
};

const formatParam = (value: unknown): Format | null => {
  const format = value ?? "json";
  return FORMATS.includes(format as Format) ? (format as Format) : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Answers the report as JSON, or its table as a PDF or an Excel workbook. */
  const answer = async <Row>(
    ctx: Context,
    format: Format,
    json: unknown,
    table: ExportTable<Row>,
    rows: Row[],
    fileName: string,
    heading?: string[],
  ) => {
    if (format === "json") {
      ctx.body = json;
      return;
    }
    const company = await loadCompany(strapi);
    const lines = heading ?? [exportedLine(todayInMorocco(), rows.length)];
    // A workbook names itself only in its sheet's tab, cut at 31 characters ("Relevé de compte — Atlas Digita"),
    // which a printed sheet does not show: the title opens the sheet, as it opens the PDF.
    const body =
      format === "pdf"
        ? await listPdf(table, rows, company, lines)
        : await listXlsx(table, rows, company.name, [table.title, ...lines]);
    sendFile(ctx, body, `${fileName}.${format}`, format);
  };

  return {
    /** GET /api/reports/ageing?date&format: the balance âgée. */
    async ageing(ctx: Context) {
      const date = dayParam(ctx.query.date, todayInMorocco());
      if (!date) return ctx.badRequest(INVALID_DATE_MESSAGE);
      const format = formatParam(ctx.query.format);
      if (!format) return ctx.badRequest("Format inconnu : choisissez json, pdf ou xlsx");
      const report: AgeingReport = await strapi.service("api::report.report").ageing(date);
      await answer(ctx, format, report, ageingTable(date), report.rows, `balance-agee_${date}`);
    },

    /** GET /api/clients/:id/statement?from&to&format: the client's relevé de compte, this year's by default. */
    async statement(ctx: Context) {
      const today = todayInMorocco();
      const from = dayParam(ctx.query.from, `${today.slice(0, 4)}-01-01`);
      const to = dayParam(ctx.query.to, today);
      if (!from || !to) return ctx.badRequest(INVALID_DATE_MESSAGE);
      if (from > to) return ctx.badRequest("La date de début doit précéder la date de fin.");
      const format = formatParam(ctx.query.format);
      if (!format) return ctx.badRequest("Format inconnu : choisissez json, pdf ou xlsx");
      const statement: Statement | null = await strapi
        .service("api::report.report")
        .statement(String(ctx.params.id), from, to);
      if (!statement) return ctx.notFound("Client introuvable");
      const lines = statementLines(statement);
      await answer(
        ctx,
        format,
        statement,
        statementTable(statement),
        lines,
        `releve_${statement.client.name}_${from}_${to}`,
        statementHeading(statement, lines.length, today),
      );
    },
  };
};
