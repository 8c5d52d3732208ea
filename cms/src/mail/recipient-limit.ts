import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { rateLimitScale } from "../auth/rate-limits";
import { underLock } from "../utils/database";
import { likeValue } from "../utils/sql-values";
import { OUTBOX_UID } from "./outbox";

const QUARTER_HOUR = 15 * 60 * 1000;
/** Mails staff may send to one address within a quarter of an hour; RATE_LIMIT_SCALE multiplies it. */
const PER_RECIPIENT = 10;

export const RECIPIENT_FLOODED =
  "Trop d'e-mails envoyés à cette adresse ces dernières minutes. Veuillez réessayer plus tard.";

/**
 * Refuses (429) a staff mail to an address that already received PER_RECIPIENT mails in the last quarter hour, as
 * `to` or `cc`. Counted in the outbox, so every cms process counts the same mails; the per-sender limit is the
 * routes' rate limit. Called inside the transaction that queues the mail: on PostgreSQL each address is locked
 * (advisory, until that transaction ends) so that mails sent at once are counted one after the other; SQLite runs one
 * write at a time.
 */
export async function refuseFloodedRecipients(strapi: Core.Strapi, addresses: readonly string[]): Promise<void> {
  const max = PER_RECIPIENT * rateLimitScale();
  const since = new Date(Date.now() - QUARTER_HOUR);
  const table = (strapi.db.metadata.get(OUTBOX_UID) as unknown as { tableName: string }).tableName;
  // Sorted, so that two mails to the same addresses take their locks in one order.
  const distinct = [...new Set(addresses.map((one) => one.trim().toLowerCase()).filter(Boolean))].sort();
  for (const address of distinct) {
    await underLock(strapi, `recipient:${address}`, async (trx) => {
      const pattern = likeValue(address);
      const [row] = await strapi.db
        .connection(table)
        .transacting(trx)
        .where("created_at", ">=", since)
        .andWhere((query) =>
          query
            .whereRaw("LOWER(??) LIKE ? ESCAPE '\\'", ["to", pattern])
            .orWhereRaw("LOWER(??) LIKE ? ESCAPE '\\'", ["cc", pattern]),
        )
        .count({ n: "*" });
      if (Number(row?.n ?? 0) >= max) throw new errors.RateLimitError(RECIPIENT_FLOODED);
    });
  }
}
