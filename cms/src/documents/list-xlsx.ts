import ExcelJS from "exceljs";
import { columnTotal, type ExportTable } from "./list-columns";

const FORMATS = { money: '#,##0.00 "DH"', date: "dd/mm/yyyy", integer: "0", text: "@" } as const;

/**
 * A list export as an Excel workbook: the `heading` lines first (what the file holds), then the
 * table with typed cells (dates as dates, amounts as numbers shown in DH), its header row frozen
 * and filterable, set widths, and a totals row under the amounts. Text cells are string cells,
 * which no spreadsheet runs as a formula: they are written as typed (a phone keeps its "+").
 */
export async function listXlsx<Row>(
  list: ExportTable<Row>,
  rows: Row[],
  author: string,
  heading: readonly string[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = author;
  workbook.created = new Date();
  // Excel refuses these characters in a sheet name (a date's slashes among them) and more than 31 characters.
  const sheetName = list.title.replace(/[*?:\\/[\]]/g, "-").slice(0, 31);
  const headerRow = heading.length + 1;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: headerRow }] });
  sheet.columns = list.columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: { numFmt: FORMATS[column.kind] },
  }));
  for (const line of heading) {
    // Text whatever the first column's format (a date column's, on payments).
    const cell = sheet.addRow([line]).getCell(1);
    cell.numFmt = FORMATS.text;
    cell.font = { italic: true };
  }
  const header = sheet.addRow(list.columns.map((column) => column.header));
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1E3A8A" } };
  header.alignment = { vertical: "middle" };

  for (const row of rows) {
    sheet.addRow(
      list.columns.map((column) => {
        const value = column.value(row);
        if (value === null || value === undefined) return null;
        return column.kind === "text" ? String(value) : value;
      }),
    );
  }
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow, column: list.columns.length },
  };

  if (list.columns.some((column) => column.total)) {
    const totals = sheet.addRow(
      list.columns.map((column, index) => (column.total ? columnTotal(column, rows) : index === 0 ? "Total" : null)),
    );
    totals.font = { bold: true };
    totals.eachCell((cell) => {
      cell.border = { top: { style: "thin" } };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
