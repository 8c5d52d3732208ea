import type { UID } from "@strapi/strapi";
import {
  clientTypeLabel,
  dayAsUtcDate,
  deliveryStatusLabel,
  invoiceStatusLabel,
  paymentMethodText,
  quoteStatusLabel,
  recordedCreditApplication,
} from "@agency/shared";

export type CellValue = string | number | Date | null | undefined;

/**
 * A row of one exported list, as the document service reads it with the
 * list's relations: each list's columns read the fields of its own content type.
 * Fields its content type requires are declared present.
 */
export interface ListRow {
  id: number;
  name: string;
  type: string;
  email: string;
  phone: string;
  ice?: string | null;
  createdAt: string;
  invoiceNumber?: string | null;
  quoteNumber?: string | null;
  deliveryNumber?: string | null;
  creditNoteNumber?: string | null;
  issueDate?: string | null;
  dueDate?: string | null;
  validUntil?: string | null;
  deliveryDate?: string | null;
  date?: string | null;
  status: string;
  reason?: string | null;
  method: string;
  reference?: string | null;
  amount?: number | string | null;
  subtotal?: number | string | null;
  totalDiscount?: number | string | null;
  totalTax?: number | string | null;
  totalAmount?: number | string | null;
  deductedAmount?: number | string | null;
  client?: { name?: string | null } | null;
  invoice?: { invoiceNumber?: string | null; client?: { name?: string | null } | null } | null;
  items?: Array<{ quantity?: number }> | null;
}

/** A column of an exported table (PDF and Excel) whose rows are `Row`s. */
export interface ExportColumn<Row> {
  header: string;
  kind: "text" | "date" | "money" | "integer";
  /** Excel width in characters; also the column's share of a PDF page. */
  width: number;
  value: (row: Row) => CellValue;
  /** Summed in the totals row. */
  total?: boolean;
}

export type ListColumn = ExportColumn<ListRow>;

/** What the PDF and Excel writers print: a titled table. */
export interface ExportTable<Row> {
  title: string;
  columns: ExportColumn<Row>[];
}

/** An exported list of a content type: its table, and how its rows are read. */
export interface ListExport extends ExportTable<ListRow> {
  uid: UID.ContentType;
  /** File name prefix, before the date. */
  prefix: string;
  populate: string[] | Record<string, unknown>;
  defaultSort: string;
}

const money = (value: unknown) => Number(value ?? 0);
const netAmount = (row: ListRow) => Math.round((money(row.subtotal) - money(row.totalDiscount)) * 100) / 100;
const clientName = (row: ListRow) => row.client?.name ?? "Client non trouvé";

const amounts: ListColumn[] = [
  { header: "Montant HT", kind: "money", width: 16, value: netAmount, total: true },
  { header: "TVA", kind: "money", width: 14, value: (row) => money(row.totalTax), total: true },
  { header: "Montant TTC", kind: "money", width: 16, value: (row) => money(row.totalAmount), total: true },
];
const creditSplit = (row: ListRow) =>
  recordedCreditApplication({ totalAmount: row.totalAmount ?? 0, deductedAmount: row.deductedAmount });
const clientColumn: ListColumn = { header: "Client", kind: "text", width: 28, value: clientName };
const issueDateColumn: ListColumn = {
  header: "Date",
  kind: "date",
  width: 13,
  value: (row) => dayAsUtcDate(row.issueDate),
};
const invoiceNumberColumn: ListColumn = {
  header: "N° facture",
  kind: "text",
  width: 16,
  value: (row) => row.invoice?.invoiceNumber ?? "",
};
const statusColumn = (label: (status: string) => string): ListColumn => ({
  header: "Statut",
  kind: "text",
  width: 13,
  value: (row) => label(row.status),
});

/** Invoices and quotes, newest first: number, client, date, the date that ends them, status, then the amounts. */
const pricedDocuments = (
  list: Pick<ListExport, "uid" | "prefix" | "title">,
  number: ListColumn,
  until: ListColumn,
  statusLabel: (status: string) => string,
): ListExport => ({
  ...list,
  populate: ["client"],
  defaultSort: "issueDate:desc",
  columns: [number, clientColumn, issueDateColumn, until, statusColumn(statusLabel), ...amounts],
});

/** What each back-office list exports: the columns on screen, amounts split, in French. */
export const LIST_EXPORTS = {
  clients: {
    uid: "api::client.client",
    prefix: "clients",
    title: "Liste des Clients",
    populate: [],
    defaultSort: "createdAt:desc",
    columns: [
      { header: "Nom", kind: "text", width: 28, value: (row) => row.name },
      { header: "Type", kind: "text", width: 16, value: (row) => clientTypeLabel(row.type) },
      { header: "Email", kind: "text", width: 30, value: (row) => row.email },
      { header: "Téléphone", kind: "text", width: 18, value: (row) => row.phone },
      { header: "ICE", kind: "text", width: 18, value: (row) => row.ice ?? "" },
      { header: "Date d'ajout", kind: "date", width: 14, value: (row) => dayAsUtcDate(row.createdAt) },
    ],
  },
  invoices: pricedDocuments(
    { uid: "api::invoice.invoice", prefix: "factures", title: "Liste des Factures" },
    { header: "N° facture", kind: "text", width: 16, value: (row) => row.invoiceNumber },
    { header: "Échéance", kind: "date", width: 13, value: (row) => dayAsUtcDate(row.dueDate) },
    invoiceStatusLabel,
  ),
  quotes: pricedDocuments(
    { uid: "api::quote.quote", prefix: "devis", title: "Liste des Devis" },
    { header: "N° devis", kind: "text", width: 18, value: (row) => row.quoteNumber },
    { header: "Valable jusqu'au", kind: "date", width: 15, value: (row) => dayAsUtcDate(row.validUntil) },
    quoteStatusLabel,
  ),
  deliveries: {
    uid: "api::delivery.delivery",
    prefix: "bons_livraison",
    title: "Liste des Bons de Livraison",
    populate: ["client", "invoice", "items"],
    defaultSort: "issueDate:desc",
    columns: [
      { header: "N° bon", kind: "text", width: 16, value: (row) => row.deliveryNumber },
      invoiceNumberColumn,
      clientColumn,
      { header: "Date de création", kind: "date", width: 15, value: (row) => dayAsUtcDate(row.issueDate) },
      { header: "Date de livraison", kind: "date", width: 15, value: (row) => dayAsUtcDate(row.deliveryDate) },
      statusColumn(deliveryStatusLabel),
      {
        header: "Quantité",
        kind: "integer",
        width: 11,
        value: (row) =>
          ((row.items ?? []) as Array<{ quantity?: number }>).reduce(
            (sum, item) => sum + Number(item.quantity ?? 0),
            0,
          ),
        total: true,
      },
    ],
  },
  creditNotes: {
    uid: "api::credit-note.credit-note",
    prefix: "avoirs",
    title: "Liste des Avoirs",
    populate: ["client", "invoice"],
    defaultSort: "issueDate:desc",
    columns: [
      { header: "N° avoir", kind: "text", width: 13, value: (row) => row.creditNoteNumber },
      invoiceNumberColumn,
      clientColumn,
      issueDateColumn,
      { header: "Motif", kind: "text", width: 20, value: (row) => row.reason ?? "" },
      ...amounts,
      // How each note applied, as its PDF prints it; blank for a note made before that was recorded. The widths keep
      // a date and "À rembourser" on one line of the landscape PDF (they share its width in these proportions).
      { header: "Imputé", kind: "money", width: 16, value: (row) => creditSplit(row)?.deducted, total: true },
      { header: "À rembourser", kind: "money", width: 17, value: (row) => creditSplit(row)?.owedBack, total: true },
    ],
  },
  payments: {
    uid: "api::payment.payment",
    prefix: "paiements",
    title: "Liste des Paiements",
    populate: { invoice: { populate: ["client"] } },
    defaultSort: "date:desc",
    columns: [
      { header: "Date", kind: "date", width: 13, value: (row) => dayAsUtcDate(row.date) },
      invoiceNumberColumn,
      { header: "Client", kind: "text", width: 28, value: (row) => row.invoice?.client?.name ?? "" },
      {
        header: "Mode",
        kind: "text",
        width: 14,
        value: (row) => paymentMethodText({ method: String(row.method), amount: row.amount ?? 0 }),
      },
      { header: "Référence", kind: "text", width: 18, value: (row) => row.reference ?? "" },
      { header: "Montant", kind: "money", width: 16, value: (row) => money(row.amount), total: true },
    ],
  },
} satisfies Record<string, ListExport>;

export type ListName = keyof typeof LIST_EXPORTS;

/** Sum of a column over the rows, exact to the centime. */
export function columnTotal<Row>(column: ExportColumn<Row>, rows: Row[]): number {
  const centimes = rows.reduce((sum, row) => sum + Math.round(Number(column.value(row) ?? 0) * 100), 0);
  return centimes / 100;
}
