import { createHash } from "node:crypto";
import type { Core } from "@strapi/strapi";
import { todayInMorocco } from "@agency/shared";
import { appendEntry } from "../audit/journal";
import { isUniqueViolation } from "../sales/numbering";
import { JOURNAL_RESOURCE } from "./kinds";
import type { StoredLink } from "./links";

export const VIEW_UID = "api::document-view.document-view";

/** The site's visitor as the cms knows it: the address and browser the site names. */
export interface Visitor {
  address: string;
  userAgent: string;
}

/**
 * "Consulté le …": one record per document, visitor and day (a unique index), and one journal entry with it. The
 * visitor is kept as a hash of address, browser and day, so that neither who they are nor their other days can be
 * read back.
 */
export async function recordView(
  strapi: Core.Strapi,
  link: StoredLink,
  visitor: Visitor,
  now = new Date(),
): Promise<void> {
  const day = todayInMorocco(now);
  const hash = createHash("sha256").update(`${visitor.address}|${visitor.userAgent}|${day}`).digest("hex");
  try {
    await strapi.db.query(VIEW_UID).create({ data: { kind: link.kind, recordId: link.recordId, visitor: hash, day } });
  } catch (error) {
    if (isUniqueViolation(error)) return;
    throw error;
  }
  await appendEntry(strapi, {
    action: "view",
    resource: JOURNAL_RESOURCE[link.kind],
    recordId: link.recordId,
    number: link.number,
    changes: { day: [null, day] },
  });
}
