const frenchQuantity = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 });

/** "1,5 h", "12,75 m²", "2": a quantity as documents print it, with its unit when it has one (plain spaces, as formatDH). */
export function formatQuantity(quantity: number | string, unit?: string | null): string {
  const number = frenchQuantity.format(Number(quantity)).replace(/[\u202F\u00A0]/g, " ");
  const label = (unit ?? "").trim();
  return label ? `${number} ${label}` : number;
}
