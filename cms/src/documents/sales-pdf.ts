import {
  acceptanceLines,
  clientTypeLabel,
  deliveryStatusLabel,
  formatDH,
  formatFrenchDate,
  formatPercent,
  formatQuantity,
  formatRib,
  invoiceStatusLabel,
  PAYMENT_TERMS_LABELS,
  PRICED_LINE_HEADERS,
  printedAmounts,
  quoteStatusLabel,
  rowsAfterTotal,
  type CreditApplication,
  type InvoiceSettlements,
  type QuoteAnswerRecord,
  type NumberedKind,
  type PaymentTerms,
  type PricedKind,
} from "@agency/shared";
import type { Company } from "./company";
import { ACCENT, closePdf, INK, keepTogether, MARGIN, MUTED, openPdf, RULE, type Pdf } from "./pdf-frame";
import { readsRightToLeft } from "./pdf-bidi";
import { drawTable, type TableColumn } from "./pdf-table";

export const TITLES: Record<NumberedKind, string> = {
  invoice: "FACTURE",
  quote: "DEVIS",
  delivery: "BON DE LIVRAISON",
  creditNote: "AVOIR",
};
const NUMBER_FIELDS = {
  invoice: "invoiceNumber",
  quote: "quoteNumber",
  delivery: "deliveryNumber",
  creditNote: "creditNoteNumber",
} as const;
/** A credit note has no status: it is made once and stays as it is. */
export const STATUS: Partial<Record<NumberedKind, (status: string) => string>> = {
  invoice: (status) => invoiceStatusLabel(status, "detail"),
  quote: (status) => quoteStatusLabel(status, "detail"),
  delivery: deliveryStatusLabel,
};

/** A line as printed: PostgreSQL's decimals arrive as strings. */
interface PrintedLine {
  description?: string | null;
  quantity: number | string;
  unit?: string | null;
  unitPrice?: number | string | null;
  discount?: number | string | null;
  taxRate?: number | string | null;
  note?: string | null;
}

/** An invoice, quote, delivery note or credit note with the relations its PDF prints (see PRINTED in ./controller). */
export interface PrintedDocument
  extends
    Partial<Record<(typeof NUMBER_FIELDS)[NumberedKind], string | null>>,
    InvoiceSettlements,
    CreditApplication,
    QuoteAnswerRecord {
  documentId: string;
  issueDate?: string | null;
  dueDate?: string | null;
  validUntil?: string | null;
  deliveryDate?: string | null;
  /** Set on every kind that has one (not a credit note). */
  status?: string;
  client?: {
    name?: string | null;
    contactName?: string | null;
    address?: string | null;
    email?: string | null;
    phone?: string | null;
    ice?: string | null;
    fiscalId?: string | null;
    type?: string | null;
  } | null;
  invoice?: { invoiceNumber?: string | null; issueDate?: string | null } | null;
  quote?: { quoteNumber?: string | null } | null;
  deliveryAddress?: string | null;
  transportInfo?: string | null;
  reason?: string | null;
  paymentTerms?: number | null;
  items?: PrintedLine[] | null;
  totalAmount?: number | string | null;
  notes?: unknown;
}

export const documentNumber = (kind: NumberedKind, record: PrintedDocument): string =>
  String(record[NUMBER_FIELDS[kind]] ?? "");

function companyBlock(doc: Pdf, company: Company): number {
  let x = MARGIN;
  if (company.logo) {
    try {
      doc.image(company.logo, MARGIN, MARGIN, { fit: [90, 60] });
      x = MARGIN + 100;
    } catch {
      // An unreadable image is left out rather than failing the document.
    }
  }
  doc.font("bold").fontSize(14).fillColor(ACCENT).text(company.name, x, MARGIN, { width: 260 });
  doc.font("regular").fontSize(8.5).fillColor(INK);
  for (const line of [company.address, company.phone && `Tél. : ${company.phone}`, company.email, company.website]) {
    if (line) doc.text(line, x, undefined, { width: 260 });
  }
  return Math.max(doc.y, company.logo ? MARGIN + 62 : 0);
}

/** The title block's facts under the number, as printed: "Date : 26/11/2026", "Échéance : …", "Statut : …". */
export function titleFacts(kind: NumberedKind, record: PrintedDocument): Array<{ label: string; value: string }> {
  const status = STATUS[kind];
  const facts: Array<[string, string] | false> = [
    ["Date", formatFrenchDate(record.issueDate)],
    kind === "invoice" && ["Échéance", formatFrenchDate(record.dueDate)],
    kind === "quote" && ["Valable jusqu'au", formatFrenchDate(record.validUntil)],
    kind === "delivery" && ["Date de livraison", record.deliveryDate ? formatFrenchDate(record.deliveryDate) : "—"],
    kind === "creditNote" && ["Facture corrigée", record.invoice?.invoiceNumber ?? "—"],
    Boolean(status) && ["Statut", status!(record.status as string)],
  ];
  return facts.filter((fact) => fact !== false).map(([label, value]) => ({ label, value }));
}

function titleBlock(doc: Pdf, kind: NumberedKind, record: PrintedDocument): number {
  const width = 220;
  const x = doc.page.width - MARGIN - width;
  doc.font("bold").fontSize(18).fillColor(ACCENT).text(TITLES[kind], x, MARGIN, { width, align: "right" });
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(`N° ${documentNumber(kind, record)}`, x, undefined, { width, align: "right" });
  doc.font("regular").fontSize(9);
  for (const { label, value } of titleFacts(kind, record)) {
    doc.text(`${label} : ${value}`, x, undefined, { width, align: "right" });
  }
  return doc.y;
}

function box(
  doc: Pdf,
  title: string,
  lines: Array<string | false | null | undefined>,
  x: number,
  y: number,
  width: number,
  boldFirst = false,
): number {
  const shown = lines.filter((line): line is string => Boolean(line));
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(ACCENT)
    .text(title, x + 8, y + 6, { width: width - 16 });
  doc.font("regular").fontSize(9).fillColor(INK);
  shown.forEach((line, index) => {
    doc.font(boldFirst && index === 0 ? "bold" : "regular").text(line, x + 8, undefined, { width: width - 16 });
  });
  const height = doc.y - y + 6;
  doc.roundedRect(x, y, width, height, 3).lineWidth(0.6).strokeColor(RULE).stroke();
  return y + height;
}

/** The client box's lines as printed (its name first). */
export function clientLines(record: PrintedDocument): string[] {
  const client = record.client;
  if (!client) return ["Client non trouvé"];
  return [
    client.name,
    client.contactName && `Contact : ${client.contactName}`,
    client.address,
    client.email,
    client.phone && `Tél. : ${client.phone}`,
    client.ice && `ICE : ${client.ice}`,
    client.fiscalId && `IF : ${client.fiscalId}`,
    client.type && clientTypeLabel(client.type, "detail"),
  ].filter((line): line is string => Boolean(line));
}

/**
 * The right-hand box beside the client: delivery, credit note or payment conditions, as printed; an invoice's give
 * the company's RIB, where the client pays by transfer.
 */
export function conditionsBox(
  kind: NumberedKind,
  record: PrintedDocument,
  rib?: string | null,
): { title: string; lines: string[] } {
  const client = record.client;
  if (kind === "delivery")
    return {
      title: "Livraison",
      lines: [
        record.invoice?.invoiceNumber ? `Facture : ${record.invoice.invoiceNumber}` : "Facture : —",
        `Adresse de livraison : ${record.deliveryAddress || client?.address || "—"}`,
        `Transport : ${record.transportInfo || "—"}`,
      ],
    };
  if (kind === "creditNote")
    return {
      title: "Avoir",
      lines: [
        `Avoir sur la facture N° ${record.invoice?.invoiceNumber ?? "—"}${record.invoice?.issueDate ? ` du ${formatFrenchDate(record.invoice.issueDate)}` : ""}`,
        `Motif : ${record.reason ?? ""}`,
        "Montants en dirhams marocains (DH)",
      ],
    };
  const lines =
    kind === "invoice"
      ? [
          `Conditions de paiement : ${PAYMENT_TERMS_LABELS[record.paymentTerms as PaymentTerms] ?? `${record.paymentTerms} jours`}`,
          record.quote?.quoteNumber && `Devis d'origine : ${record.quote.quoteNumber}`,
          rib && `Virement au RIB : ${formatRib(rib)}`,
          "Montants en dirhams marocains (DH)",
        ]
      : [`Validité : jusqu'au ${formatFrenchDate(record.validUntil)}`, "Montants en dirhams marocains (DH)"];
  return { title: "Conditions", lines: lines.filter((line): line is string => Boolean(line)) };
}

function partiesBlock(doc: Pdf, kind: NumberedKind, record: PrintedDocument, company: Company, top: number): void {
  const half = (doc.page.width - 2 * MARGIN - 16) / 2;
  const left = box(doc, kind === "delivery" ? "Destinataire" : "Client", clientLines(record), MARGIN, top, half, true);
  const conditions = conditionsBox(kind, record, company.rib);
  const right = box(doc, conditions.title, conditions.lines, MARGIN + half + 16, top, half);
  doc.x = MARGIN;
  doc.y = Math.max(left, right) + 16;
}

const PRICED_WEIGHTS = [36, 7, 15, 9, 8, 15];
const PRICED_COLUMNS: TableColumn[] = PRICED_LINE_HEADERS.map((header, index) => ({
  header,
  weight: PRICED_WEIGHTS[index]!,
  align: index === 0 ? "left" : "right",
}));

/** A priced document's lines as printed (HT, after discount) and its amounts (totals, in words). */
export function printedPricedLines(kind: PricedKind, record: PrintedDocument) {
  const items = record.items ?? [];
  const printed = printedAmounts(
    kind,
    items.map((item) => ({
      quantity: Number(item.quantity),
      unitPrice: Number(item.unitPrice),
      discount: Number(item.discount ?? 0),
      taxRate: Number(item.taxRate ?? 0),
    })),
  );
  const rows = items.map((item, index) => [
    String(item.description ?? ""),
    formatQuantity(item.quantity, item.unit),
    formatDH(Number(item.unitPrice)),
    formatPercent(Number(item.discount ?? 0)),
    formatPercent(Number(item.taxRate ?? 0)),
    formatDH(printed.lineAmounts[index]!),
  ]);
  return { rows, printed };
}

/**
 * Lines HT, the totals with the VAT by rate, and the total in words (shared with the print view); with `settled`, an
 * invoice's payments and credit notes under its total, and what is left to pay.
 */
function pricedLines(doc: Pdf, kind: PricedKind, record: PrintedDocument, settled: boolean): void {
  const { rows, printed } = printedPricedLines(kind, record);
  drawTable(doc, PRICED_COLUMNS, rows);

  // The e-invoice's page prints an invoice as issued; a credit note's application is part of it as issued.
  const totals = [
    ...printed.rows,
    ...(settled || kind !== "invoice" ? rowsAfterTotal(kind, printed.totalAmount, record) : []),
  ];
  keepTogether(doc, totals.length * 16 + 20);
  const width = 250;
  const x = doc.page.width - MARGIN - width;
  let y = doc.y;
  for (const { label, amount, total } of totals) {
    if (total) doc.rect(x, y - 3, width, 18).fill(ACCENT);
    doc
      .font(total ? "bold" : "regular")
      .fontSize(total ? 10 : 9)
      .fillColor(total ? "#ffffff" : INK);
    doc.text(label, x + 6, y, { width: width * 0.58 - 6 });
    doc.text(amount, x + width * 0.58, y, { width: width * 0.42 - 6, align: "right" });
    y += total ? 20 : 15;
  }
  doc.fillColor(INK).font("regular");
  doc.x = MARGIN;
  doc.y = y + 8;

  keepTogether(doc, 40);
  doc.font("regular").fontSize(9).fillColor(INK);
  doc.text(`${printed.inWords.lead} : `, MARGIN, doc.y, { continued: true, width: doc.page.width - 2 * MARGIN });
  doc.font("bold").text(printed.inWords.words);
  doc.font("regular").moveDown(0.8);
}

function deliveryLines(doc: Pdf, record: PrintedDocument): void {
  drawTable(
    doc,
    [
      { header: "Description", weight: 55 },
      { header: "Quantité", weight: 12, align: "right" },
      { header: "Note", weight: 33 },
    ],
    (record.items ?? []).map((item) => [
      String(item.description ?? ""),
      formatQuantity(item.quantity, item.unit),
      String(item.note ?? ""),
    ]),
  );
}

function notes(doc: Pdf, text: unknown): void {
  if (typeof text !== "string" || !text.trim()) return;
  keepTogether(doc, 50);
  doc.font("bold").fontSize(9).fillColor(ACCENT).text("Notes", MARGIN, doc.y);
  doc.font("regular").fontSize(9).fillColor(INK);
  // Each paragraph from the side it reads from: a client's Arabic paragraph ends at the right margin.
  for (const paragraph of text.trim().split(/\r?\n/)) {
    doc.text(paragraph || " ", MARGIN, doc.y, {
      width: doc.page.width - 2 * MARGIN,
      align: readsRightToLeft(paragraph) ? "right" : "left",
    });
  }
  doc.moveDown(0.8);
}

/** A quote accepted from its client link: the client's "Bon pour accord", as recorded. */
function acceptance(doc: Pdf, record: PrintedDocument): void {
  const accepted = acceptanceLines(record);
  if (!accepted) return;
  keepTogether(doc, 24 + accepted.lines.length * 14);
  doc.font("bold").fontSize(9).fillColor(ACCENT).text(accepted.title, MARGIN, doc.y);
  doc.font("regular").fontSize(9).fillColor(INK);
  for (const line of accepted.lines) doc.text(line, { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(0.8);
}

function signatures(doc: Pdf): void {
  keepTogether(doc, 110);
  const half = (doc.page.width - 2 * MARGIN - 24) / 2;
  const top = doc.y + 6;
  ["Signature de l'expéditeur", "Signature du destinataire"].forEach((label, index) => {
    const x = MARGIN + index * (half + 24);
    doc.font("bold").fontSize(9).fillColor(INK).text(label, x, top, { width: half });
    doc
      .rect(x, top + 16, half, 70)
      .lineWidth(0.6)
      .strokeColor(MUTED)
      .stroke();
  });
  doc.x = MARGIN;
  doc.y = top + 96;
}

/**
 * One invoice, quote, delivery note or credit note as an A4 PDF; with `embed`, a PDF/A-3b whose pages are drawn the
 * same and that `embed` completes (Factur-X's XML and metadata).
 */
export function salesDocumentPdf(
  kind: NumberedKind,
  record: PrintedDocument,
  company: Company,
  embed?: (doc: Pdf) => void,
): Promise<Buffer> {
  const title = `${TITLES[kind].charAt(0)}${TITLES[kind].slice(1).toLowerCase()} ${documentNumber(kind, record)}`;
  const runningHead = `${title} — ${record.client?.name ?? "Client non trouvé"}`;
  const { doc, finished } = openPdf({ title, company, runningHead, archive: Boolean(embed) });
  const top = Math.max(companyBlock(doc, company), titleBlock(doc, kind, record)) + 18;
  partiesBlock(doc, kind, record, company, top);
  if (kind === "delivery") {
    deliveryLines(doc, record);
  } else {
    // The e-invoice is the invoice as issued: its XML's amount due is the total, and so is its page.
    pricedLines(doc, kind, record, !embed);
  }
  notes(doc, record.notes);
  if (kind === "quote") acceptance(doc, record);
  if (kind === "delivery") signatures(doc);
  embed?.(doc);
  return closePdf(doc, company, finished);
}
