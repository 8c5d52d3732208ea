import ExcelJS from "exceljs";
import { columnTotal, type ExportTable } from "./list-columns";

const FORMATS = { money: '#,##0.00 "DH"', date: "dd/mm/yyyy", integer: "0", text: "@" } as const;

/**
 * A list export as an Excel workbook: typed cells (dates as dates, amounts as
 * numbers shown in DH), the header row frozen and filterable, set widths, and
 * a totals row under the amounts. Text cells are string cells, which no
 * spreadsheet runs as a formula: they are written as typed (a phone keeps its "+").
 */
export async function listXlsx<Row>(list: ExportTable<Row>, rows: Row[], author: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = author;
  workbook.created = new Date();
  // Excel refuses these characters in a sheet name (a date's slashes among them) and more than 31 characters.
  const sheetName = list.title.replace(/[*?:\\/[\]]/g, "-").slice(0, 31);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = list.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: { numFmt: FORMATS[column.kind] },
  }));
  const header = sheet.getRow(1);
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
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: list.columns.length } };

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
