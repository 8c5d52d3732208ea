import type { Core } from "@strapi/strapi";
import { joinTableOf, type MorphJoinTable } from "../utils/database";
import { PUBLIC_CONTENT_TYPES } from "./public-content-types";

const FILE_UID = "plugin::upload.file";

/** The condition's id once registered (no plugin: Strapi prefixes it with `api::`). */
export const PUBLIC_MEDIA_CONDITION = "api::is-public-media";

/**
 * Ids of the files the public site uses: attached to a public content type
 * and to nothing else. A client's company document, the company's logo or a
 * file attached to no record yet (the back-office uploads before it links)
 * is not among them.
 */
async function publicFileIds(strapi: Core.Strapi): Promise<number[]> {
  const joinTable = joinTableOf<MorphJoinTable>(strapi, FILE_UID, "related");
  const fileColumn: string = joinTable.joinColumn.name;
  const typeColumn: string = joinTable.morphColumn.typeColumn.name;
  const rows: Array<{ file: number; type: string }> = await strapi.db
    .connection(joinTable.name)
    .distinct({ file: fileColumn, type: typeColumn });
  const publicFiles = new Set<number>();
  const otherFiles = new Set<number>();
  for (const row of rows) (PUBLIC_CONTENT_TYPES.includes(row.type) ? publicFiles : otherFiles).add(Number(row.file));
  return [...publicFiles].filter((id) => !otherFiles.has(id));
}

/**
 * Strapi's panel lists and changes media through its own admin routes, not the
 * API's: content editors see and change there only the site's media and the
 * files they uploaded themselves. Evaluated at each request of the panel.
 */
export async function registerPublicMediaCondition(strapi: Core.Strapi): Promise<void> {
  await strapi.service("admin::permission").conditionProvider.register({
    displayName: "Médias du site public ou envoyés par soi",
    name: "is-public-media",
    handler: async (user: { id: number }) => ({
      $or: [{ id: { $in: await publicFileIds(strapi) } }, { "createdBy.id": user.id }],
    }),
  });
}
