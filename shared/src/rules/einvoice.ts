import { computeTotals, type LineInput } from "./totals.js";
import { roundToCentime } from "./money.js";

/**
 * The EN 16931 model of an issued invoice or credit note (the semantic fields, BT-n, that UBL and CII both carry):
 * computed once here, written by the cms in either syntax, so that both say the same amounts as the PDF.
 */

/** UN/ECE recommendation 20 codes of the units our lines use; anything else is a unit (C62). */
const UNIT_CODES: Readonly<Record<string, string>> = {
  h: "HUR",
  heure: "HUR",
  heures: "HUR",
  j: "DAY",
  jour: "DAY",
  jours: "DAY",
  mois: "MON",
  an: "ANN",
  année: "ANN",
  semaine: "WEE",
  m: "MTR",
  "m²": "MTK",
  m2: "MTK",
  kg: "KGM",
  page: "ZZ",
  mot: "ZZ",
};

/** A line's unit as a UN/ECE rec. 20 code: "h" → HUR, "m²" → MTK; a unit we do not know, or none, is C62 (one). */
export function unitCode(unit: string | null | undefined): string {
  return UNIT_CODES[(unit ?? "").trim().toLowerCase()] ?? "C62";
}

/**
 * Reasons a line may carry no VAT, as the invoice states them (BT-120), with their VATEX code (BT-121) when the
 * CEF list has one; the first is the default. Kept as data: the CGI's articles are what an accountant checks.
 */
export const VAT_EXEMPTION_REASONS = [
  { id: "art91", text: "Exonéré de TVA (article 91 du Code général des impôts)" },
  { id: "art92", text: "Exonéré de TVA avec droit à déduction (article 92 du Code général des impôts)" },
  { id: "export", text: "Exportation de services, exonérée de TVA (article 92-I-1° du CGI)", code: "VATEX-EU-G" },
] as const;

export type VatExemptionId = (typeof VAT_EXEMPTION_REASONS)[number]["id"];
export const VAT_EXEMPTION_IDS = VAT_EXEMPTION_REASONS.map((reason) => reason.id) as [
  VatExemptionId,
  ...VatExemptionId[],
];

export type VatCategory = "S" | "E";

export interface EinvoiceParty {
  name: string;
  address?: string | null;
  /** Identifiant commun de l'entreprise: the legal registration (BT-30, BT-47). */
  ice?: string | null;
  /** Identifiant fiscal: the seller's tax registration (BT-32). */
  fiscalId?: string | null;
  email?: string | null;
  /** The seller's other legal mentions (BT-33): capital, RC, patente, CNSS, as its documents print them. */
  legalInfo?: string | null;
}

export interface EinvoiceLineInput extends LineInput {
  description: string;
  unit?: string | null;
}

export interface EinvoiceInput {
  kind: "invoice" | "creditNote";
  number: string;
  issueDate: string;
  dueDate?: string | null;
  paymentTerms?: number | null;
  note?: string | null;
  /** For a credit note: the invoice it corrects (BT-25, BT-26). */
  corrects?: { number: string; issueDate?: string | null } | null;
  seller: EinvoiceParty;
  buyer: EinvoiceParty;
  lines: readonly EinvoiceLineInput[];
  /** Why 0 % lines carry no VAT (BT-120, BT-121): one of VAT_EXEMPTION_REASONS, the first by default. */
  exemption?: VatExemptionId | null;
  /** The seller's RIB, for a payment by transfer (BG-16, BT-84). */
  bankAccount?: string | null;
}

export interface EinvoiceLine {
  id: string;
  name: string;
  quantity: number;
  unitCode: string;
  /** Net price of one unit before the line's discount (BT-146). */
  unitPrice: number;
  /** The line's discount as an allowance (BT-136), 0 without one. */
  allowance: number;
  discountPercent: number;
  /** Quantity × price less the allowance (BT-131). */
  netAmount: number;
  category: VatCategory;
  rate: number;
}

export interface EinvoiceVat {
  category: VatCategory;
  rate: number;
  base: number;
  tax: number;
  exemptionReason?: string;
  exemptionCode?: string;
}

export interface EinvoiceModel extends Omit<EinvoiceInput, "lines"> {
  typeCode: "380" | "381";
  currency: "MAD";
  lines: EinvoiceLine[];
  vat: EinvoiceVat[];
  /** BT-106, BT-109, BT-110, BT-112, BT-115. */
  totals: { lineTotal: number; taxExclusive: number; tax: number; taxInclusive: number; payable: number };
}

const categoryOf = (rate: number): VatCategory => (rate > 0 ? "S" : "E");

/** The document's EN 16931 model: its lines, VAT breakdown per category and rate, and totals, to the centime. */
export function einvoiceModel(input: EinvoiceInput): EinvoiceModel {
  const totals = computeTotals(input.lines);
  const exemption = VAT_EXEMPTION_REASONS.find((known) => known.id === input.exemption) ?? VAT_EXEMPTION_REASONS[0];
  const lines = input.lines.map((line, index): EinvoiceLine => {
    const amounts = totals.lines[index]!;
    const rate = line.taxRate ?? 0;
    return {
      id: String(index + 1),
      name: line.description,
      quantity: line.quantity,
      unitCode: unitCode(line.unit),
      unitPrice: line.unitPrice,
      allowance: amounts.discount,
      discountPercent: line.discount ?? 0,
      netAmount: roundToCentime(amounts.subtotal - amounts.discount),
      category: categoryOf(rate),
      rate,
    };
  });
  const vat = totals.taxByRate.map(({ rate, base, tax }): EinvoiceVat => {
    const category = categoryOf(rate);
    if (category === "S") return { category, rate, base, tax };
    return {
      category,
      rate,
      base,
      tax,
      exemptionReason: exemption.text,
      ...("code" in exemption ? { exemptionCode: exemption.code } : {}),
    };
  });
  const lineTotal = roundToCentime(totals.subtotal - totals.totalDiscount);
  return {
    ...input,
    typeCode: input.kind === "invoice" ? "380" : "381",
    currency: "MAD",
    lines,
    vat,
    totals: {
      lineTotal,
      taxExclusive: lineTotal,
      tax: totals.totalTax,
      taxInclusive: totals.totalAmount,
      payable: totals.totalAmount,
    },
  };
}

/** "2026-11-26" → "20261126", CII's date format 102. */
export const ciiDate = (day: string): string => day.slice(0, 10).replace(/-/g, "");

/** An amount as XML writes it: two decimals, a point. */
export const xmlAmount = (amount: number): string => amount.toFixed(2);
