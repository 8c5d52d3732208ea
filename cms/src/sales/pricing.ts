import { computeTotals, type LineInput } from "@agency/shared";

/** Lines and totals as the server stores them: computed from the lines, whatever totals a client sent. */
export function priceDocument(items: ReadonlyArray<LineInput & { description?: string; unit?: string | null }>) {
  const totals = computeTotals(items);
  return {
    items: items.map((item, index) => ({
      description: item.description ?? "",
      quantity: item.quantity,
      unit: item.unit ?? null,
      unitPrice: item.unitPrice,
      discount: item.discount ?? 0,
      taxRate: item.taxRate ?? 0,
      totalAmount: totals.lines[index]!.total,
    })),
    subtotal: totals.subtotal,
    totalDiscount: totals.totalDiscount,
    totalTax: totals.totalTax,
    totalAmount: totals.totalAmount,
  };
}

/** A line as stored (PostgreSQL decimals arrive as strings), with numbers as numbers: what pricing reads. */
export const storedLine = (item: Record<string, unknown>) => ({
  description: String(item.description ?? ""),
  quantity: Number(item.quantity),
  unit: (item.unit as string | null | undefined) ?? null,
  unitPrice: Number(item.unitPrice),
  discount: Number(item.discount ?? 0),
  taxRate: Number(item.taxRate ?? 0),
});
