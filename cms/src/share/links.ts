import { createHash, randomBytes } from "node:crypto";
import type { Core } from "@strapi/strapi";
import { SHARE_LINK_DEFAULT_DAYS, type ShareLinkCreated, type ShareLinkState, type SharedKind } from "@agency/shared";
import { appendEntry } from "../audit/journal";
import { publicSiteUrl } from "../site/public-url";
import { lockDocument, underLock } from "../utils/database";
import { JOURNAL_RESOURCE } from "./kinds";

export const SHARE_LINK_UID = "api::share-link.share-link";

/** What the database keeps of a token: its SHA-256, so that a copy of the database opens no document. */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const siteUrl = () => publicSiteUrl() ?? "http://localhost:3000";

export interface StoredLink {
  id: number;
  documentId: string;
  kind: SharedKind;
  recordId: string;
  number: string | null;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}

const links = (strapi: Core.Strapi) => strapi.db.query(SHARE_LINK_UID);

/** The days a new link works, from settings. */
async function linkDays(strapi: Core.Strapi): Promise<number> {
  const settings = await strapi.db.query("api::company-setting.company-setting").findOne({ select: ["shareLinkDays"] });
  const days = Number(settings?.shareLinkDays);
  return Number.isInteger(days) && days > 0 ? days : SHARE_LINK_DEFAULT_DAYS;
}

/** Ends every working link of a document (a new link replaces them; "Révoquer" ends them); how many were ended. */
async function endLinks(strapi: Core.Strapi, kind: SharedKind, recordId: string, now: Date): Promise<number> {
  const { count } = await links(strapi).updateMany({
    where: { kind, recordId, revokedAt: { $null: true }, expiresAt: { $gt: now.toISOString() } },
    data: { revokedAt: now.toISOString() },
  });
  return count;
}

/**
 * A new link to one document, replacing the one it had: the token is returned once, here, and only its hash is
 * stored. Written to the document's journal.
 */
export async function createShareLink(
  strapi: Core.Strapi,
  kind: SharedKind,
  recordId: string,
  number: string,
  now = new Date(),
): Promise<ShareLinkCreated> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + (await linkDays(strapi)) * 86_400_000).toISOString();
  // The old links ended, the new one and its journal entry together, one request at a time per document: two
  // links asked at once leave one working.
  await underLock(strapi, `share:${kind}:${recordId}`, async () => {
    await endLinks(strapi, kind, recordId, now);
    await links(strapi).create({ data: { kind, recordId, number, tokenHash: tokenHash(token), expiresAt } });
    await appendEntry(strapi, {
      action: "share",
      resource: JOURNAL_RESOURCE[kind],
      recordId,
      number,
      changes: { expiresAt: [null, expiresAt] },
    });
  });
  return { url: `${siteUrl()}/d/${token}`, expiresAt };
}

/** The document's working link, if any (its token cannot be read again). */
export async function shareLinkState(
  strapi: Core.Strapi,
  kind: SharedKind,
  recordId: string,
  now = new Date(),
): Promise<ShareLinkState> {
  const link = (await links(strapi).findOne({
    where: { kind, recordId, revokedAt: { $null: true }, expiresAt: { $gt: now.toISOString() } },
    orderBy: { id: "desc" },
  })) as StoredLink | null;
  return link
    ? { active: true, createdAt: link.createdAt, expiresAt: link.expiresAt }
    : { active: false, createdAt: null, expiresAt: null };
}

/** Whether the document's latest link was revoked ("Révoquer"; a link replaced by a newer one is not its latest). */
export async function lastLinkRevoked(strapi: Core.Strapi, kind: SharedKind, recordId: string): Promise<boolean> {
  const last = (await links(strapi).findOne({
    where: { kind, recordId },
    orderBy: { id: "desc" },
    select: ["revokedAt"],
  })) as Pick<StoredLink, "revokedAt"> | null;
  return Boolean(last?.revokedAt);
}

/**
 * Holds the link until the transaction ends and answers whether it still works: what a client does through it (an
 * answer) commits before a revocation or a new link, or finds the link ended.
 */
export async function holdLiveLink(strapi: Core.Strapi, link: StoredLink, now = new Date()): Promise<boolean> {
  if (!(await lockDocument(strapi, SHARE_LINK_UID, link.documentId, "update"))) return false;
  const held = (await links(strapi).findOne({ where: { id: link.id } })) as StoredLink | null;
  return Boolean(held && !held.revokedAt && held.expiresAt > now.toISOString());
}

/** "Révoquer": the document's link stops working at once; journaled when there was one. */
export async function revokeShareLink(
  strapi: Core.Strapi,
  kind: SharedKind,
  recordId: string,
  number: string,
  now = new Date(),
): Promise<ShareLinkState> {
  // One request at a time per document, as a new link: a link made at the same moment is ended too, or made after.
  await underLock(strapi, `share:${kind}:${recordId}`, async () => {
    if ((await endLinks(strapi, kind, recordId, now)) === 0) return;
    await appendEntry(strapi, {
      action: "share-revoked",
      resource: JOURNAL_RESOURCE[kind],
      recordId,
      number,
      changes: { revokedAt: [null, now.toISOString()] },
    });
  });
  return { active: false, createdAt: null, expiresAt: null };
}

/**
 * The link a token opens, or null when it is malformed, unknown, expired or revoked: every case reads the same
 * indexed row by the same hash, so none answers faster than another.
 */
export async function linkOfToken(strapi: Core.Strapi, token: string, now = new Date()): Promise<StoredLink | null> {
  const hash = tokenHash(token);
  const link = (await links(strapi).findOne({ where: { tokenHash: hash } })) as StoredLink | null;
  if (!TOKEN_PATTERN.test(token) || !link || link.revokedAt) return null;
  return new Date(link.expiresAt).getTime() > now.getTime() ? link : null;
}
