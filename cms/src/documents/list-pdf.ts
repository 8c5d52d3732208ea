import { formatDH, formatFrenchDate } from "@agency/shared";
import type { Company } from "./company";
import { columnTotal, type ExportColumn, type ExportTable } from "./list-columns";
import { ACCENT, closePdf, INK, MARGIN, MUTED, openPdf } from "./pdf-frame";
import { drawTable } from "./pdf-table";

const integer = new Intl.NumberFormat("fr-FR");

function printed(column: Pick<ExportColumn<unknown>, "kind">, value: unknown): string {
  if (value === null || value === undefined || value === "") return column.kind === "date" ? "—" : "";
  if (column.kind === "money") return formatDH(Number(value));
  if (column.kind === "integer") return integer.format(Number(value)).replace(/[\u202F\u00A0]/g, " ");
  if (column.kind === "date") return formatFrenchDate(value as Date);
  return String(value);
}

/** A list export as a landscape A4 table: title, `heading` (what the file holds), the totals of the amounts. */
export function listPdf<Row>(
  list: ExportTable<Row>,
  rows: Row[],
  company: Company,
  heading: readonly string[],
): Promise<Buffer> {
  const { doc, finished } = openPdf({ title: list.title, company, landscape: true });
  doc.font("bold").fontSize(9).fillColor(MUTED).text(company.name, MARGIN, MARGIN);
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(ACCENT)
    .text(list.title, MARGIN, MARGIN + 14);
  doc.font("regular").fontSize(9).fillColor(INK);
  for (const line of heading) {
    doc.text(line);
  }
  doc.moveDown(0.8);
  const hasTotals = list.columns.some((column) => column.total);
  const totals = hasTotals
    ? list.columns.map((column, index) =>
        column.total ? printed(column, columnTotal(column, rows)) : index === 0 ? "Total" : "",
      )
    : undefined;
  drawTable(
    doc,
    list.columns.map((column) => ({
      header: column.header,
      weight: column.width,
      align: column.kind === "money" || column.kind === "integer" ? "right" : "left",
    })),
    rows.map((row) => list.columns.map((column) => printed(column, column.value(row)))),
    totals,
  );
  if (rows.length === 0) doc.font("regular").fontSize(9).text("Aucun résultat trouvé");
  return closePdf(doc, company, finished);
}
