import type { Core } from "@strapi/strapi";
import {
  AGEING_BUCKETS,
  ageingDueBefore,
  labelFor,
  PAYMENT_METHOD_LABELS,
  statementEntries,
  type AgeingBucket,
  type StatementEntry,
  type StatementMovement,
} from "@agency/shared";
import { joinTableOf, type Knex } from "../../../utils/database";
import { asDay, toAmount } from "../../../utils/sql-values";

/** Less than this is paid: sums of decimals on SQLite carry float dust. */
const CENTIME_DUST = 0.005;

export type AgeingAmounts = Record<AgeingBucket | "total", number>;

export interface AgeingRow extends AgeingAmounts {
  clientId: string;
  name: string;
}

export interface AgeingReport {
  date: string;
  rows: AgeingRow[];
  totals: AgeingAmounts;
}

export interface Statement {
  /** Who it is addressed to: the statement is sent to the client. */
  client: { documentId: string; name: string; address: string | null; ice: string | null; fiscalId: string | null };
  from: string;
  to: string;
  opening: number;
  entries: StatementEntry[];
  closing: number;
}

const emptyAmounts = (): AgeingAmounts => ({
  current: 0,
  days1to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90: 0,
  total: 0,
});

/** Reports on what is owed, computed by the database: one grouped query, never a loop over invoices. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /**
   * Each bucket's sum of `amount` (a column of the movement), by the due date
   * `i.due_date` of the invoice moved: a bucket holds the due dates on or
   * before its edge and after the next bucket's edge.
   */
  const bucketSums = (date: string, amount: string) => {
    const edges = ageingDueBefore(date);
    return AGEING_BUCKETS.map((bucket, index) => {
      const bounds = [
        ...(index === 0 ? [] : [["i.due_date <= ?", edges[index - 1]!.dueOnOrBefore]]),
        ...(edges[index] ? [["i.due_date > ?", edges[index]!.dueOnOrBefore]] : []),
      ];
      const when = bounds.map(([condition]) => condition).join(" AND ");
      return knex().raw(`SUM(CASE WHEN ${when} THEN ${amount} ELSE 0 END) as ??`, [
        ...bounds.map(([, day]) => day!),
        bucket.key,
      ]);
    });
  };

  /**
   * Per client and bucket, the book's movements up to `date` on its issued
   * invoices of that day or before: their totals, then less their payments,
   * then less their credit notes. What is due on an invoice is the sum of its
   * movements, so each part is summed by the database on its own, in one
   * grouped scan, and the three added: no per-invoice subtotal.
   */
  const movementsPerClient = (date: string) => {
    const client = joinTableOf(strapi, "api::invoice.invoice", "client");
    const perClient = (query: Knex.QueryBuilder, amount: string) =>
      query
        .join(`${client.name} as cl`, `cl.${client.joinColumn.name}`, "i.id")
        .whereNot("i.state", "draft")
        .where("i.issue_date", "<=", date)
        // Nothing is due on an invoice settled by that day: not read at all.
        .where((open) => open.whereNull("i.settled_on").orWhere("i.settled_on", ">", date))
        .groupBy(`cl.${client.inverseJoinColumn.name}`)
        .select(`cl.${client.inverseJoinColumn.name} as client_id`, ...bucketSums(date, amount));
    const settlements = (table: string, uid: string, amount: string, dateColumn: string) => {
      const link = joinTableOf(strapi, uid, "invoice");
      const rows = knex()(`${table} as t`)
        .join(`${link.name} as l`, `l.${link.joinColumn.name}`, "t.id")
        .join("invoices as i", "i.id", `l.${link.inverseJoinColumn.name}`)
        .where(`t.${dateColumn}`, "<=", date);
      return perClient(rows, `-t.${amount}`);
    };
    // Each grouped part read as a table: SQLite refuses a parenthesised member of a UNION,
    // and knex would write the first part's GROUP BY after the whole union.
    const [first, ...others] = [
      perClient(knex()("invoices as i"), "i.total_amount"),
      settlements("payments", "api::payment.payment", "amount", "date"),
      settlements("credit_notes", "api::credit-note.credit-note", "total_amount", "issue_date"),
    ].map((part, index) =>
      knex()
        .select("*")
        .from(part.as(`part${index}`)),
    );
    return first!.unionAll(others);
  };

  /** A client's issued invoices, and the payments or credit notes on them: the book of its account. */
  const clientBook = (clientId: number) => {
    const client = joinTableOf(strapi, "api::invoice.invoice", "client");
    const ofClient = (query: Knex.QueryBuilder) =>
      query
        .join(`${client.name} as cl`, `cl.${client.joinColumn.name}`, "i.id")
        .where(`cl.${client.inverseJoinColumn.name}`, clientId)
        .whereNot("i.state", "draft");
    const settlements = (table: string, uid: string) => {
      const link = joinTableOf(strapi, uid, "invoice");
      return ofClient(
        knex()(`${table} as t`)
          .join(`${link.name} as l`, `l.${link.joinColumn.name}`, "t.id")
          .join("invoices as i", "i.id", `l.${link.inverseJoinColumn.name}`),
      );
    };
    return {
      invoices: () => ofClient(knex()("invoices as i")),
      creditNotes: () => settlements("credit_notes", "api::credit-note.credit-note"),
      payments: () => settlements("payments", "api::payment.payment"),
    };
  };

  const sumOf = async (query: Knex.QueryBuilder, amount: string): Promise<number> => {
    const [row] = (await query.select(knex().raw(`COALESCE(SUM(${amount}), 0) as amount`))) as Array<{
      amount: unknown;
    }>;
    return toAmount(row?.amount);
  };

  return {
    /**
     * A client's book, summed by the database, adding up: invoiced (its issued and cancelled invoices, drafts
     * aside) = credited + paid + due; overdue is what is due on its issued invoices due before `today`. A payment
     * or credit note never takes an invoice below nothing due, so the sums need no per-invoice subtotal.
     */
    async clientTotals(clientId: number, today: string) {
      const book = clientBook(clientId);
      const overdueOnly = (query: Knex.QueryBuilder) =>
        query.where("i.state", "issued").where("i.due_date", "<", today);
      const invoiced = await sumOf(book.invoices(), "i.total_amount");
      const credited = await sumOf(book.creditNotes(), "t.total_amount");
      const paid = await sumOf(book.payments(), "t.amount");
      const overdueInvoiced = await sumOf(overdueOnly(book.invoices()), "i.total_amount");
      const overdueSettled =
        (await sumOf(overdueOnly(book.creditNotes()), "t.total_amount")) +
        (await sumOf(overdueOnly(book.payments()), "t.amount"));
      const [count] = await book.invoices().count({ n: "*" });
      const centimes = (amount: number) => Math.round(amount * 100);
      return {
        totalSales: invoiced,
        credited,
        payments: paid,
        amountDue: (centimes(invoiced) - centimes(credited) - centimes(paid)) / 100,
        overdue: (centimes(overdueInvoiced) - centimes(overdueSettled)) / 100,
        invoicesCount: Number(count?.n ?? 0),
      };
    },

    /**
     * A client's statement (relevé de compte) from `from` to `to`: what it owed
     * the day before, then every invoice, credit note and payment of the period
     * with the balance each leaves. Null for an unknown client.
     */
    async statement(clientDocumentId: string, from: string, to: string): Promise<Statement | null> {
      const client = await strapi.db.query("api::client.client").findOne({
        where: { documentId: clientDocumentId },
        select: ["id", "documentId", "name", "address", "ice", "fiscalId"],
      });
      if (!client) return null;
      const book = clientBook(client.id);
      const [owed, credited, paid] = await Promise.all([
        sumOf(book.invoices().where("i.issue_date", "<", from), "i.total_amount"),
        sumOf(book.creditNotes().where("t.issue_date", "<", from), "t.total_amount"),
        sumOf(book.payments().where("t.date", "<", from), "t.amount"),
      ]);
      const [invoices, creditNotes, payments] = (await Promise.all([
        book
          .invoices()
          .whereBetween("i.issue_date", [from, to])
          .select("i.issue_date as date", "i.invoice_number as reference", "i.total_amount as amount")
          .orderBy("i.id"),
        book
          .creditNotes()
          .whereBetween("t.issue_date", [from, to])
          .select(
            "t.issue_date as date",
            "t.credit_note_number as reference",
            "i.invoice_number as invoice",
            "t.total_amount as amount",
          )
          .orderBy("t.id"),
        book
          .payments()
          .whereBetween("t.date", [from, to])
          .select("t.date", "t.method", "t.reference", "i.invoice_number as invoice", "t.amount")
          .orderBy("t.id"),
      ])) as Array<Array<Record<string, unknown>>>;
      const movements: StatementMovement[] = [
        ...invoices!.map((row) => ({
          date: asDay(row.date),
          kind: "invoice" as const,
          reference: String(row.reference ?? ""),
          label: "Facture",
          debit: toAmount(row.amount),
          credit: 0,
        })),
        ...creditNotes!.map((row) => ({
          date: asDay(row.date),
          kind: "credit-note" as const,
          reference: String(row.reference ?? ""),
          label: `Avoir sur la facture ${row.invoice ?? ""}`.trim(),
          debit: 0,
          credit: toAmount(row.amount),
        })),
        ...payments!.map((row) => {
          const amount = toAmount(row.amount);
          const method = labelFor(PAYMENT_METHOD_LABELS, String(row.method));
          // A refund (below 0) pays back what the client was owed: a debit.
          return {
            date: asDay(row.date),
            kind: amount < 0 ? ("refund" as const) : ("payment" as const),
            reference: String(row.reference || row.invoice || ""),
            label: `${amount < 0 ? "Remboursement sur" : "Règlement de"} la facture ${row.invoice ?? ""} (${method})`,
            debit: Math.max(0, -amount),
            credit: Math.max(0, amount),
          };
        }),
      ];
      const opening = toAmount(owed - credited - paid);
      return {
        client: {
          documentId: client.documentId,
          name: client.name,
          address: client.address || null,
          ice: client.ice || null,
          fiscalId: client.fiscalId || null,
        },
        from,
        to,
        opening,
        ...statementEntries(opening, movements),
      };
    },

    /** The balance âgée on `date`: per client, what is due, by days past the due date. */
    async ageing(date: string): Promise<AgeingReport> {
      const keys = AGEING_BUCKETS.map((bucket) => bucket.key);
      const perClient = knex()
        .from(movementsPerClient(date).as("m"))
        .groupBy("m.client_id")
        .havingRaw(`${keys.map(() => "SUM(??)").join(" + ")} > ?`, [...keys.map((key) => `m.${key}`), CENTIME_DUST])
        .select("m.client_id", ...keys.map((key) => knex().raw("SUM(??) as ??", [`m.${key}`, key])));
      const rows = (await knex()
        .from(perClient.as("g"))
        .join("clients as c", "c.id", "g.client_id")
        .orderBy("c.name")
        .select("c.document_id", "c.name", ...keys.map((key) => `g.${key}`))) as Array<Record<string, unknown>>;
      const totals = emptyAmounts();
      const report = rows.map((row) => {
        const amounts = emptyAmounts();
        for (const { key } of AGEING_BUCKETS) {
          amounts[key] = toAmount(row[key]);
          amounts.total = toAmount(amounts.total + amounts[key]);
          totals[key] = toAmount(totals[key] + amounts[key]);
        }
        totals.total = toAmount(totals.total + amounts.total);
        return { clientId: String(row.document_id), name: String(row.name), ...amounts };
      });
      return { date, rows: report, totals };
    },
  };
};
