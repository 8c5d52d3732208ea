import { createHash, randomBytes } from "node:crypto";
import type { Core } from "@strapi/strapi";
import { canonicalJson, type AuditAction, type AuditChanges, type AuditResource } from "@agency/shared";
import type { Knex } from "../utils/database";

export const AUDIT_UID = "api::audit-entry.audit-entry";

/** Any number: one key for the PostgreSQL advisory lock that keeps the chain a single line. */
const CHAIN_LOCK = 31_337_001;
const VERIFY_CHUNK = 1000;

export interface AuditRecord {
  action: AuditAction;
  resource: AuditResource;
  recordId?: string | null;
  number?: string | null;
  changes: AuditChanges | Record<string, unknown>;
}

interface StoredEntry {
  id: number;
  at: string;
  user: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  number: string | null;
  changes: unknown;
  prevHash: string | null;
  hash: string;
}

/** The hashed content of an entry: everything it says, in one canonical text, after the previous entry's hash. */
export const entryHash = (prevHash: string, entry: Omit<StoredEntry, "id" | "prevHash" | "hash">): string =>
  createHash("sha256")
    .update(prevHash)
    .update(
      canonicalJson({
        at: entry.at,
        user: entry.user ?? null,
        action: entry.action,
        resource: entry.resource,
        recordId: entry.recordId ?? null,
        number: entry.number ?? null,
        changes: entry.changes ?? null,
      }),
    )
    .digest("hex");

/** Who is acting: the signed-in staff member, someone in Strapi's panel, or the system (seed, scripts). */
function actor(strapi: Core.Strapi): string | null {
  const ctx = strapi.requestContext.get();
  const user = ctx?.state?.user;
  if (!user?.email) return null;
  return ctx?.state?.auth?.strategy?.name === "admin" ? `${user.email} (panneau Strapi)` : String(user.email);
}

/**
 * Appends one entry at the end of the chain, inside the caller's transaction
 * when there is one (so the entry and the change it records stand or fall
 * together). On PostgreSQL an advisory lock held until commit keeps two
 * writers from chaining to the same previous entry; SQLite writes one
 * transaction at a time.
 */
export async function appendEntry(strapi: Core.Strapi, record: AuditRecord): Promise<void> {
  await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    if (strapi.db.dialect.client === "postgres") await trx.raw("SELECT pg_advisory_xact_lock(?)", [CHAIN_LOCK]);
    const last = await strapi.db.query(AUDIT_UID).findOne({ select: ["hash"], orderBy: { id: "desc" } });
    const prevHash: string = last?.hash ?? "";
    const now = new Date();
    const entry = {
      at: now.toISOString(),
      user: actor(strapi),
      action: record.action,
      resource: record.resource,
      recordId: record.recordId ?? null,
      number: record.number ? String(record.number).slice(0, 300) : null,
      changes: JSON.parse(canonicalJson(record.changes)),
    };
    await strapi.db.query(AUDIT_UID).create({
      data: {
        ...entry,
        prevHash,
        hash: entryHash(prevHash, entry),
        documentId: randomBytes(12).toString("hex"),
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      },
    });
  });
}

export interface Verification {
  ok: boolean;
  count: number;
  firstBrokenId: number | null;
}

/** Walks the chain in order: each entry must name its predecessor's hash and hash to its own. */
export async function verifyJournal(strapi: Core.Strapi): Promise<Verification> {
  const count = await strapi.db.query(AUDIT_UID).count();
  let prevHash = "";
  let lastId = 0;
  for (;;) {
    const rows = (await strapi.db.query(AUDIT_UID).findMany({
      where: { id: { $gt: lastId } },
      orderBy: { id: "asc" },
      limit: VERIFY_CHUNK,
      select: ["id", "at", "user", "action", "resource", "recordId", "number", "changes", "prevHash", "hash"],
    })) as StoredEntry[];
    if (rows.length === 0) return { ok: true, count, firstBrokenId: null };
    for (const row of rows) {
      const changes = typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes;
      if ((row.prevHash ?? "") !== prevHash || row.hash !== entryHash(prevHash, { ...row, changes })) {
        return { ok: false, count, firstBrokenId: row.id };
      }
      prevHash = row.hash;
      lastId = row.id;
    }
  }
}
