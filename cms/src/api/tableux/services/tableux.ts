import type { Core } from "@strapi/strapi";
import { addDaysToDay, fromCentimes, toCentimes, todayInMorocco } from "@agency/shared";
import { joinTableOf, type Knex } from "../../../utils/database";
import { monthlyFigures } from "../../../sales/monthly";
import { asDay, toAmount } from "../../../utils/sql-values";

/** How far ahead the dashboard warns: quotes expiring and deliveries due within these many days. */
export const QUOTE_EXPIRY_WINDOW_DAYS = 7;
export const DELIVERY_DUE_WINDOW_DAYS = 3;

/** A row of `latest`'s query: the columns it selects. */
interface LatestRow {
  document_id: string;
  number: string;
  issue_date: string | Date | null;
  status: string;
  client_name: string | null;
  total_amount?: number | string | null;
}

/** A back-office list with one of its switches on (react-admin reads its filter from the address). */
const listWith = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Dashboard figures, computed by the database (COUNT/SUM), never by loading rows into Node. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const clientLink = (uid: string) => joinTableOf(strapi, uid, "client");

  const count = async (table: string, where?: (query: Knex.QueryBuilder) => void): Promise<number> => {
    const query = knex()(table).count({ n: "*" });
    if (where) where(query);
    const [row] = await query;
    return Number(row?.n ?? 0);
  };

  /** Every invoice figure in one pass over a covering index (status, due date, state, amount), then the settlements' sums. */
  const invoiceFigures = async (today: string) => {
    const [row] = await knex()("invoices").select(
      knex().raw("COUNT(*) as n"),
      knex().raw(`COALESCE(SUM(CASE WHEN state <> 'draft' THEN total_amount ELSE 0 END), 0) as invoiced`),
      knex().raw(
        `COALESCE(SUM(CASE WHEN state = 'issued' AND status IN ('unpaid', 'partial') AND due_date < ? THEN 1 ELSE 0 END), 0) as overdue`,
        [today],
      ),
    );
    // Payments and credit notes are refused on drafts: all of them settle issued (or cancelled) invoices.
    const [[credited], [paid]] = await Promise.all([
      knex()("credit_notes").select(knex().raw("COALESCE(SUM(total_amount), 0) as amount")),
      knex()("payments").select(knex().raw("COALESCE(SUM(amount), 0) as amount")),
    ]);
    const centimes = (amount: unknown) => toCentimes(toAmount(amount));
    const sales = centimes(row?.invoiced) - centimes(credited?.amount);
    return {
      count: Number(row?.n ?? 0),
      sales: fromCentimes(sales),
      due: fromCentimes(sales - centimes(paid?.amount)),
      overdue: Number(row?.overdue ?? 0),
    };
  };

  /**
   * The recurring revenue of a month: each running retainer (active, not ended before today) counts its total
   * divided by the months of its period, rounded to the centime as shared's `monthlyAmount` rounds it.
   */
  const recurringMonthly = async (today: string): Promise<number> => {
    const [row] = await knex()("recurring_invoices")
      .where("active", true)
      .where((query) => query.whereNull("end_date").orWhere("end_date", ">=", today))
      .select(
        knex().raw(
          `COALESCE(SUM(CASE frequency
            WHEN 'monthly' THEN total_amount
            WHEN 'quarterly' THEN ROUND(total_amount / 3.0, 2)
            WHEN 'yearly' THEN ROUND(total_amount / 12.0, 2)
            ELSE 0 END), 0) as monthly`,
        ),
      );
    return toAmount(row?.monthly);
  };

  /** The latest documents of one kind with their client's name, joined in the same query. */
  const latest = async (
    kind: "invoice" | "quote" | "delivery",
    table: string,
    uid: string,
    numberColumn: string,
    limit: number,
  ) => {
    const link = clientLink(uid);
    const rows = await knex()(`${table} as d`)
      .leftJoin(`${link.name} as l`, `l.${link.joinColumn.name}`, "d.id")
      .leftJoin("clients as c", "c.id", `l.${link.inverseJoinColumn.name}`)
      .select(
        "d.document_id",
        `d.${numberColumn} as number`,
        "d.issue_date",
        "d.status",
        "c.name as client_name",
        ...(kind === "delivery" ? [] : ["d.total_amount"]),
      )
      // Highest ids are the latest created: the primary key orders them without a sort.
      .orderBy("d.id", "desc")
      .limit(limit);
    return (rows as LatestRow[]).map((row) => ({
      kind,
      documentId: row.document_id as string,
      number: row.number as string,
      clientName: (row.client_name as string | null) ?? null,
      totalAmount: kind === "delivery" ? null : toAmount(row.total_amount),
      issueDate: asDay(row.issue_date),
      status: row.status as string,
    }));
  };

  return {
    async summary(now = new Date()) {
      const today = todayInMorocco(now);
      const invoices = await invoiceFigures(today);
      const [clientsCount, quotesCount, deliveriesCount, usersCount, unreadMessages] = await Promise.all([
        count("clients"),
        count("quotes"),
        count("deliveries"),
        count("up_users"),
        count("messages", (query) => query.where((q) => q.where("read", false).orWhereNull("read"))),
      ]);
      const [
        expiringQuotes,
        expiredQuotes,
        deliveriesDue,
        recentInvoices,
        recentQuotes,
        recentDeliveries,
        monthly,
        recurring,
      ] = await Promise.all([
        count("quotes", (query) =>
          query
            .where("status", "sent")
            .where("valid_until", ">=", today)
            .where("valid_until", "<=", addDaysToDay(today, QUOTE_EXPIRY_WINDOW_DAYS)),
        ),
        // Still waiting for an answer past their last valid day (isQuoteExpired): to follow up or make again.
        count("quotes", (query) =>
          query
            .whereIn("status", ["draft", "sent"])
            .where((lapsed) => lapsed.where("valid_until", "<", today).orWhereNull("valid_until")),
        ),
        count("deliveries", (query) =>
          query
            .whereIn("status", ["draft", "sent"])
            .where("delivery_date", "<=", addDaysToDay(today, DELIVERY_DUE_WINDOW_DAYS)),
        ),
        latest("invoice", "invoices", "api::invoice.invoice", "invoice_number", 5),
        latest("quote", "quotes", "api::quote.quote", "quote_number", 5),
        latest("delivery", "deliveries", "api::delivery.delivery", "delivery_number", 5),
        monthlyFigures(strapi, today),
        recurringMonthly(today),
      ]);
      const alerts = [
        // Each links to the list filtered as it counts, where the list has that switch.
        {
          type: "overdue-invoices",
          severity: "error",
          count: invoices.overdue,
          link: listWith("/invoices", { overdue: true }),
        },
        { type: "expiring-quotes", severity: "warning", count: expiringQuotes, link: "/quotes" },
        {
          type: "expired-quotes",
          severity: "warning",
          count: expiredQuotes,
          link: listWith("/quotes", { expired: true }),
        },
        { type: "unread-messages", severity: "info", count: unreadMessages, link: "/messages" },
        { type: "deliveries-due", severity: "warning", count: deliveriesDue, link: "/delivery" },
      ].filter((alert) => alert.count > 0);
      const recentActivities = [...recentInvoices, ...recentQuotes, ...recentDeliveries]
        .sort((a, b) => b.issueDate.localeCompare(a.issueDate))
        .slice(0, 8);
      return {
        clientsCount,
        invoicesCount: invoices.count,
        quotesCount,
        // The book's figures, as a client's summary and the ageing report read it: sales invoiced net of credit notes
        // (drafts aside), and what is still due on them, which is the ageing report's total.
        revenueTotal: invoices.sales,
        pendingPayments: invoices.due,
        deliveriesCount,
        usersCount,
        notificationsCount: unreadMessages,
        alerts,
        recentActivities,
        monthly,
        recurringMonthly: recurring,
      };
    },
  };
};
