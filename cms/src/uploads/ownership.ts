import type { Core } from "@strapi/strapi";
import { ROLE_ADMIN } from "../auth/roles";
import { joinTableOf, type MorphJoinTable } from "../utils/database";

const FILE_UID = "plugin::upload.file";

/** The only records a writer's files may be attached to. */
export const WRITER_CONTENT: ReadonlySet<string> = new Set(["api::article.article"]);

export const isAdmin = (user: { role?: { name?: string } } | undefined): boolean => user?.role?.name === ROLE_ADMIN;

/** Records the back-office account that uploaded each file: writers may later change only their own. */
export async function recordOwner(strapi: Core.Strapi, fileIds: number[], userId: number): Promise<void> {
  if (fileIds.length === 0) return;
  await strapi.db.query(FILE_UID).updateMany({ where: { id: { $in: fileIds } }, data: { uploadedBy: userId } });
}

/** The content types a file is attached to (articles, clients, settings...), read from Strapi's morph link table. */
async function attachedTypes(strapi: Core.Strapi, fileId: number): Promise<string[]> {
  const joinTable = joinTableOf<MorphJoinTable>(strapi, FILE_UID, "related");
  const rows: Array<{ type: string }> = await strapi.db
    .connection(joinTable.name)
    .distinct({ type: joinTable.morphColumn.typeColumn.name })
    .where(joinTable.joinColumn.name, fileId);
  return rows.map((row) => row.type);
}

/**
 * A writer may replace or rename a file only when they uploaded it and it is
 * attached to nothing but articles: client documents, the company's logo and
 * anything of the sales side stay the admins'.
 */
export async function writerMayChange(strapi: Core.Strapi, fileId: number, userId: number): Promise<boolean> {
  const file = await strapi.db.query(FILE_UID).findOne({ where: { id: fileId }, select: ["id", "uploadedBy"] });
  if (!file || Number(file.uploadedBy) !== userId) return false;
  return (await attachedTypes(strapi, fileId)).every((type) => WRITER_CONTENT.has(type));
}

/**
 * A writer may put on an article a file they uploaded, or one already on articles only: never an admin's file (a
 * client's document, the company's logo), whose address the article's answer would show.
 */
export async function writerMayLink(strapi: Core.Strapi, fileId: number, userId: number): Promise<boolean> {
  const file = await strapi.db.query(FILE_UID).findOne({ where: { id: fileId }, select: ["id", "uploadedBy"] });
  if (!file) return false;
  const types = await attachedTypes(strapi, fileId);
  return types.every((type) => WRITER_CONTENT.has(type)) && (Number(file.uploadedBy) === userId || types.length > 0);
}

/**
 * The file ids a media value names, in every shape Strapi takes (an id, `{ id }`, a list, `{ set | connect }`), or
 * null for a shape read otherwise (a documentId): a writer's cover is checked, never passed unread.
 */
export function mediaIds(value: unknown): number[] | null {
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) {
    const lists = value.map(mediaIds);
    return lists.every((list) => list !== null) ? (lists as number[][]).flat() : null;
  }
  if (typeof value === "number" || typeof value === "string")
    return /^\d{1,12}$/.test(String(value)) ? [Number(value)] : null;
  if (typeof value !== "object") return null;
  const { id, set, connect, ...rest } = value as Record<string, unknown>;
  // What is taken off an article needs no check.
  delete rest.disconnect;
  if (Object.keys(rest).length > 0) return null;
  if (id !== undefined) return set === undefined && connect === undefined ? mediaIds(id) : null;
  const lists = [set, connect].filter((list) => list !== undefined).map(mediaIds);
  return lists.every((list) => list !== null) ? (lists as number[][]).flat() : null;
}
