import type { Core } from "@strapi/strapi";
import {
  computeTotals,
  formatDocumentNumber,
  DEFAULT_DELIVERY_NOTES,
  DEFAULT_INVOICE_NOTES,
  DEFAULT_QUOTE_NOTES,
  defaultInvoiceNotes,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
} from "@agency/shared";
import { CLIENTS, SERVICE_LINES } from "./content/business";
import type { SeedLine } from "./content/types";
import { documentData } from "../utils/documents";

/** A small deterministic generator, so that every fresh database gets the same demo figures. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** An invoice as created below, with its client and lines populated. */
interface SeededInvoice {
  documentId: string;
  // Written as an ISO day below; Strapi reads it back as that string.
  issueDate?: string | Date | null;
  totalAmount?: number | string | null;
  client?: { documentId: string; address?: string | null } | null;
  items?: unknown[] | null;
}

function pickLines(random: () => number): SeedLine[] {
  const count = 1 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => SERVICE_LINES[Math.floor(random() * SERVICE_LINES.length)]!);
}

function pricedDocument(lines: SeedLine[]) {
  const totals = computeTotals(lines);
  return {
    items: lines.map((line, index) => ({ ...line, totalAmount: totals.lines[index]!.total })),
    subtotal: totals.subtotal,
    totalDiscount: totals.totalDiscount,
    totalTax: totals.totalTax,
    totalAmount: totals.totalAmount,
  };
}

const INVOICE_STATUSES = ["paid", "paid", "paid", "unpaid", "partial"] as const;
const QUOTE_STATUSES = ["draft", "sent", "accepted", "rejected"] as const;
const DELIVERY_STATUSES = ["draft", "sent", "delivered", "delivered", "cancelled"] as const;

/**
 * A dozen clients with invoices, quotes and delivery notes spread over the
 * previous and the current year, in every status. Seeded once, on an empty table.
 */
export async function seedBusinessData(strapi: Core.Strapi, now = new Date()): Promise<void> {
  if ((await strapi.db.query("api::client.client").count()) > 0) return;
  const random = createRandom(2026);
  const currentYear = now.getFullYear();
  const sequences = new Map<string, number>();
  const nextNumber = (kind: "invoice" | "quote" | "delivery", date: Date) => {
    const key = `${kind}-${date.getFullYear()}`;
    const sequence = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, sequence);
    return formatDocumentNumber(kind, date.getFullYear(), sequence);
  };
  // Dates spread from January of last year to today, in order, so numbers rise with dates.
  const start = new Date(Date.UTC(currentYear - 1, 0, 5));
  const datesInOrder = (count: number, until = now) =>
    Array.from(
      { length: count },
      () => new Date(start.getTime() + random() * (until.getTime() - start.getTime())),
    ).sort((a, b) => a.getTime() - b.getTime());

  const clients: Array<{ documentId: string }> = [];
  for (const client of CLIENTS) {
    const { key: _key, ...data } = client;
    clients.push(await strapi.documents("api::client.client").create({ data: data }));
  }
  const clientFor = (index: number) => clients[index % clients.length]!;

  const invoices: SeededInvoice[] = [];
  for (const [index, issued] of datesInOrder(40).entries()) {
    const client = clientFor(Math.floor(random() * clients.length));
    const paymentTerms = PAYMENT_TERMS[index % PAYMENT_TERMS.length]!;
    invoices.push(
      await strapi.documents("api::invoice.invoice").create({
        data: documentData<"api::invoice.invoice">({
          invoiceNumber: nextNumber("invoice", issued),
          client: client.documentId,
          issueDate: isoDate(issued),
          dueDate: isoDate(addDays(issued, paymentTerms)),
          paymentTerms,
          notes: defaultInvoiceNotes(paymentTerms),
          ...pricedDocument(pickLines(random)),
        }),
        populate: ["client", "items"],
      }),
    );
    // The payment status comes from payments: most paid in full, some in part (40 %), some not yet.
    const target = INVOICE_STATUSES[index % INVOICE_STATUSES.length];
    if (target !== "unpaid") {
      const total = Number(invoices.at(-1)!.totalAmount);
      const paidOn = new Date(Math.min(addDays(issued, 3 + (index % 12)).getTime(), now.getTime()));
      await strapi.documents("api::payment.payment").create({
        data: documentData<"api::payment.payment">({
          invoice: invoices.at(-1)!.documentId,
          amount: target === "paid" ? total : Math.round(total * 40) / 100,
          date: isoDate(paidOn),
          method: PAYMENT_METHODS[index % PAYMENT_METHODS.length],
          reference: `REF-${String(index + 1).padStart(4, "0")}`,
        }),
      });
    }
  }
  // Corrections by credit note: an order called off (the invoice is cancelled), and a partial credit on a part-paid one.
  const unpaid = invoices.filter((_, index) => INVOICE_STATUSES[index % INVOICE_STATUSES.length] === "unpaid");
  const partlyPaid = invoices.filter((_, index) => INVOICE_STATUSES[index % INVOICE_STATUSES.length] === "partial");
  if (unpaid[0]) {
    await strapi.documents("api::credit-note.credit-note").create({
      data: documentData<"api::credit-note.credit-note">({
        invoice: unpaid[0].documentId,
        reason: "Commande annulée par le client avant le démarrage du projet",
      }),
    });
  }
  const corrected = partlyPaid.at(-1);
  // Its cheapest line, once: less than the 60 % still due.
  const correctedLine = ((corrected?.items ?? []) as SeedLine[]).reduce<SeedLine | undefined>(
    (cheapest, line) => (!cheapest || Number(line.unitPrice) < Number(cheapest.unitPrice) ? line : cheapest),
    undefined,
  );
  if (corrected && correctedLine) {
    const { description, unitPrice, discount, taxRate } = correctedLine;
    await strapi.documents("api::credit-note.credit-note").create({
      data: documentData<"api::credit-note.credit-note">({
        invoice: corrected.documentId,
        reason: "Geste commercial : une partie de la prestation non réalisée",
        items: [{ description, quantity: Math.min(1, Number(correctedLine.quantity)), unitPrice, discount, taxRate }],
      }),
    });
  }

  // One invoice still being prepared: a draft has no number until it is issued.
  await strapi.documents("api::invoice.invoice").create({
    data: documentData<"api::invoice.invoice">({
      state: "draft",
      client: clientFor(0).documentId,
      issueDate: isoDate(now),
      dueDate: isoDate(addDays(now, 30)),
      paymentTerms: 30,
      notes: DEFAULT_INVOICE_NOTES,
      ...pricedDocument(pickLines(random)),
    }),
  });

  // A former client, archived: hidden from lists and pickers, its documents kept.
  await strapi
    .documents("api::client.client")
    .update({ documentId: clients.at(-1)!.documentId, data: documentData<"api::client.client">({ archived: true }) });

  // Two of the last fortnight still wait for their answer and may be sent (the others are past their 30 days).
  const quoteDates = [...datesInOrder(18, addDays(now, -15)), addDays(now, -10), addDays(now, -3)];
  const quoteStatus = (index: number) =>
    index === 18 ? "sent" : index === 19 ? "draft" : QUOTE_STATUSES[index % QUOTE_STATUSES.length];
  for (const [index, issued] of quoteDates.entries()) {
    const client = clientFor(Math.floor(random() * clients.length));
    await strapi.documents("api::quote.quote").create({
      data: documentData<"api::quote.quote">({
        quoteNumber: nextNumber("quote", issued),
        client: client.documentId,
        issueDate: isoDate(issued),
        validUntil: isoDate(addDays(issued, 30)),
        notes: DEFAULT_QUOTE_NOTES,
        status: quoteStatus(index),
        ...pricedDocument(pickLines(random)),
      }),
    });
  }

  const invoicesWithDelivery = invoices.filter((_, index) => index % 3 === 0);
  for (const [index, invoice] of invoicesWithDelivery.entries()) {
    const issued = new Date(`${invoice.issueDate}T09:00:00Z`);
    const client = invoice.client;
    await strapi.documents("api::delivery.delivery").create({
      data: documentData<"api::delivery.delivery">({
        deliveryNumber: nextNumber("delivery", issued),
        invoice: invoice.documentId,
        client: client?.documentId,
        issueDate: isoDate(issued),
        deliveryDate: isoDate(addDays(issued, 3 + (index % 5))),
        deliveryAddress: client?.address ?? "",
        transportInfo: index % 2 === 0 ? "Coursier interne" : "Amana Express",
        items:
          (invoice.items as SeedLine[] | null | undefined)?.map?.((item) => ({
            description: item.description,
            quantity: item.quantity,
            note: "",
          })) ?? [],
        notes: DEFAULT_DELIVERY_NOTES,
        status: DELIVERY_STATUSES[index % DELIVERY_STATUSES.length],
      }),
    });
  }

  // Two retainers, as an agency runs them: the morning job makes their invoices from next month on.
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const retainers = [
    { client: 1, frequency: "monthly", description: "Référencement naturel (SEO) — forfait mensuel", unitPrice: 3500 },
    {
      client: 2,
      frequency: "quarterly",
      description: "Hébergement et maintenance du site — trimestre",
      unitPrice: 1800,
    },
  ] as const;
  for (const retainer of retainers) {
    await strapi.documents("api::recurring-invoice.recurring-invoice").create({
      data: documentData<"api::recurring-invoice.recurring-invoice">({
        client: clientFor(retainer.client).documentId,
        frequency: retainer.frequency,
        startDate: isoDate(nextMonth),
        nextDate: isoDate(nextMonth),
        paymentTerms: 30,
        notes: DEFAULT_INVOICE_NOTES,
        autoIssue: true,
        autoSend: false,
        active: true,
        ...pricedDocument([
          { description: retainer.description, quantity: 1, unitPrice: retainer.unitPrice, discount: 0, taxRate: 20 },
        ]),
      }),
    });
  }
}
