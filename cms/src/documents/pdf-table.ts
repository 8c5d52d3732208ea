import { ACCENT, INK, MARGIN, RULE, type Pdf } from "./pdf-frame";

export interface TableColumn {
  header: string;
  /** Relative width; the columns share the page's inner width in these proportions. */
  weight: number;
  align?: "left" | "right" | "center";
}

const PADDING = 4;
const FONT_SIZE = 8.5;

/**
 * A table that flows over as many pages as it needs, its header row repeated
 * at the top of each; rows are never split across pages. The last row may be
 * a bold totals row.
 */
export function drawTable(doc: Pdf, columns: TableColumn[], rows: string[][], totals?: string[]): void {
  const inner = doc.page.width - 2 * MARGIN;
  const weights = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / weights) * inner);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = doc.y;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || " ", { width: widths[i]! - 2 * PADDING }))) +
      2 * PADDING
    );
  };

  const drawCells = (cells: string[], top: number, font: string, color: string) => {
    doc.font(font).fontSize(FONT_SIZE).fillColor(color);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + PADDING, top + PADDING, {
        width: widths[i]! - 2 * PADDING,
        align: columns[i]!.align ?? "left",
      });
      x += widths[i]!;
    });
  };

  const header = () => {
    const height = rowHeight(
      columns.map((column) => column.header),
      "bold",
    );
    doc.rect(MARGIN, y, inner, height).fill(ACCENT);
    drawCells(
      columns.map((column) => column.header),
      y,
      "bold",
      "#ffffff",
    );
    y += height;
  };

  const row = (cells: string[], font: string, shade: string | null) => {
    const height = rowHeight(cells, font);
    if (y + height > bottom()) {
      doc.addPage();
      // Below a continuation page's running head, if it has one.
      y = doc.y;
      header();
    }
    if (shade) doc.rect(MARGIN, y, inner, height).fill(shade);
    drawCells(cells, y, font, INK);
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + inner, y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  };

  if (y + 60 > bottom()) {
    doc.addPage();
    y = doc.y;
  }
  header();
  rows.forEach((cells, index) => row(cells, "regular", index % 2 === 1 ? "#f3f4f6" : null));
  if (totals) row(totals, "bold", "#e5e7eb");
  doc.font("regular").fillColor(INK);
  doc.x = MARGIN;
  doc.y = y + 10;
}
