import type { Core } from "@strapi/strapi";
import { todayInMorocco } from "@agency/shared";
import { deletionRefusal } from "../../../sales/deletion-guard";
import { joinTableOf } from "../../../utils/database";

const round = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/** A row of the latest documents' query: the columns it selects. */
interface LatestRow {
  document_id: string;
  number: string;
  issue_date: string | Date;
  status: string;
  total_amount?: number | string | null;
}

/** The link table Strapi keeps for a `client` relation (names read from its metadata, not guessed). */
const clientLink = (strapi: Core.Strapi, uid: string) => joinTableOf(strapi, uid, "client");

const KINDS = [
  { kind: "invoice", uid: "api::invoice.invoice", table: "invoices", number: "invoice_number", amount: true },
  { kind: "quote", uid: "api::quote.quote", table: "quotes", number: "quote_number", amount: true },
  { kind: "delivery", uid: "api::delivery.delivery", table: "deliveries", number: "delivery_number", amount: false },
] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async forClient(documentId: string) {
    const knex = strapi.db.connection;
    const client = await knex("clients").where({ document_id: documentId }).first("id");
    if (!client) return null;

    const linked = (kind: (typeof KINDS)[number]) => {
      const link = clientLink(strapi, kind.uid);
      return knex(`${kind.table} as d`)
        .join(`${link.name} as l`, `l.${link.joinColumn.name}`, "d.id")
        .where(`l.${link.inverseJoinColumn.name}`, client.id);
    };

    const book = await strapi.service("api::report.report").clientTotals(client.id, todayInMorocco());
    const [quotes] = await linked(KINDS[1]).count({ n: "*" });
    const [deliveries] = await linked(KINDS[2]).count({ n: "*" });
    const latest = await Promise.all(
      KINDS.map(async (kind) =>
        (
          await linked(kind)
            .select(
              "d.document_id",
              `d.${kind.number} as number`,
              "d.issue_date",
              "d.status",
              ...(kind.amount ? ["d.total_amount"] : []),
            )
            .orderBy([
              { column: "d.issue_date", order: "desc" },
              { column: "d.id", order: "desc" },
            ])
            .limit(3)
        ).map((row: LatestRow) => ({
          kind: kind.kind,
          documentId: row.document_id as string,
          number: row.number as string,
          date:
            row.issue_date instanceof Date
              ? row.issue_date.toISOString().slice(0, 10)
              : String(row.issue_date).slice(0, 10),
          totalAmount: kind.amount ? round(row.total_amount) : null,
          status: row.status as string,
        })),
      ),
    );
    const recent = latest
      .flat()
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 3);

    return {
      ...book,
      quotesCount: Number(quotes?.n ?? 0),
      deliveriesCount: Number(deliveries?.n ?? 0),
      recent,
      // The rule the deletion itself checks: the page offers no deletion the server would refuse.
      deletable: (await deletionRefusal(strapi, "api::client.client", documentId)) === null,
    };
  },
});
