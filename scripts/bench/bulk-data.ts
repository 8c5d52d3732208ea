import type { Core } from "@strapi/strapi";
import { randomUUID } from "node:crypto";

const STATUSES = ["paid", "paid", "unpaid", "partial"] as const;
// Statuses cycle on i / 7 while clients cycle on i: no accidental correlation between the two.
const pad = (n: number) => String(n).padStart(4, "0");
const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
}

const clientLink = (strapi: Core.Strapi, uid: string) =>
  (strapi.db.metadata.get(uid as any).attributes as any).client.joinTable as JoinTable;

async function insertChunked(strapi: Core.Strapi, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  const knex = strapi.db.connection;
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx(table).insert(rows.slice(i, i + 500));
  });
}

/**
 * Rows written straight into the tables (as an import would), far faster than
 * through the API: clients, then documents linked to them.
 */
export async function bulkInsert(
  strapi: Core.Strapi,
  counts: { clients: number; invoices: number; quotes?: number; deliveries?: number; payments?: boolean },
) {
  const now = new Date().toISOString();
  const knex = strapi.db.connection;
  await insertChunked(
    strapi,
    "clients",
    Array.from({ length: counts.clients }, (_, i) => ({
      document_id: randomUUID().replace(/-/g, "").slice(0, 24),
      name: `Client ${i} ${["Atlas", "Rif", "Souss", "Tafilalet"][i % 4]}`,
      type: ["individual", "freelance", "sarl"][i % 3],
      email: `client${i}@example.ma`,
      phone: "+212 6 00 00 00 00",
      address: "Casablanca",
      created_at: now,
      updated_at: now,
    })),
  );
  const clientIds = (await knex("clients").select("id")).map((row: { id: number }) => row.id);

  const documents = async (table: string, uid: string, count: number, row: (i: number) => Record<string, unknown>) => {
    await insertChunked(
      strapi,
      table,
      Array.from({ length: count }, (_, i) => ({
        document_id: randomUUID().replace(/-/g, "").slice(0, 24),
        created_at: now,
        updated_at: now,
        ...row(i),
      })),
    );
    const link = clientLink(strapi, uid);
    const ids = (await knex(table).select("id").orderBy("id")).map((r: { id: number }) => r.id);
    await insertChunked(
      strapi,
      link.name,
      ids.map((id, i) => ({
        [link.joinColumn.name]: id,
        [link.inverseJoinColumn.name]: clientIds[i % clientIds.length],
        ...(link.orderColumnName ? { [link.orderColumnName]: 1 } : {}),
      })),
    );
  };

  const amount = (i: number) => Math.round(((i * 7919) % 5_000_000) + 10_000) / 100;
  await documents("invoices", "api::invoice.invoice", counts.invoices, (i) => ({
    invoice_number: `FA-${i < counts.invoices / 2 ? 25 : 26}-${pad(i + 1)}`,
    issue_date: day(i % 640),
    due_date: day((i % 640) + 30),
    payment_terms: 30,
    subtotal: amount(i),
    total_discount: 0,
    total_tax: 0,
    total_amount: amount(i),
    status: STATUSES[Math.floor(i / 7) % 4],
  }));
  if (counts.payments) await payPaidInvoices(strapi, now);
  if (counts.quotes) {
    await documents("quotes", "api::quote.quote", counts.quotes, (i) => ({
      quote_number: `DEVIS-26-${pad(i + 1)}`,
      issue_date: day(i % 640),
      valid_until: day((i % 640) + 30),
      subtotal: amount(i),
      total_discount: 0,
      total_tax: 0,
      total_amount: amount(i),
      status: ["draft", "sent", "accepted", "rejected"][Math.floor(i / 7) % 4],
    }));
  }
  if (counts.deliveries) {
    await documents("deliveries", "api::delivery.delivery", counts.deliveries, (i) => ({
      delivery_number: `BL-26-${pad(i + 1)}`,
      issue_date: day(i % 640),
      delivery_date: day((i % 640) + 3),
      status: ["draft", "sent", "delivered", "cancelled"][Math.floor(i / 7) % 4],
    }));
  }
}

/** One payment of the whole amount for each paid invoice, five days before it was due. */
async function payPaidInvoices(strapi: Core.Strapi, now: string): Promise<void> {
  const knex = strapi.db.connection;
  const paid = await knex("invoices").where("status", "paid").select("id", "total_amount", "due_date").orderBy("id");
  await insertChunked(
    strapi,
    "payments",
    paid.map((invoice: { total_amount: number; due_date: string }) => ({
      document_id: randomUUID().replace(/-/g, "").slice(0, 24),
      amount: invoice.total_amount,
      date: day(Math.round((Date.parse(invoice.due_date) - Date.UTC(2025, 0, 1)) / 86_400_000) - 5),
      method: "virement",
      created_at: now,
      updated_at: now,
    })),
  );
  const link = (strapi.db.metadata.get("api::payment.payment").attributes as any).invoice.joinTable as JoinTable;
  const paymentIds = (await knex("payments").select("id").orderBy("id")).map((row: { id: number }) => row.id);
  await insertChunked(
    strapi,
    link.name,
    paymentIds.map((id, i) => ({
      [link.joinColumn.name]: id,
      [link.inverseJoinColumn.name]: (paid[i] as { id: number }).id,
      ...(link.orderColumnName ? { [link.orderColumnName]: 1 } : {}),
    })),
  );
  // What the payment service writes: the day each paid invoice was settled.
  await knex.raw(
    `UPDATE invoices SET settled_on = (SELECT MAX(p.date) FROM ?? l JOIN payments p ON p.id = l.??
       WHERE l.?? = invoices.id) WHERE status = 'paid'`,
    [link.name, link.joinColumn.name, link.inverseJoinColumn.name],
  );
}
