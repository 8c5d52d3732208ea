import type { Core, UID } from "@strapi/strapi";
import { SITE_LOCALES } from "../bootstrap/locales";
import { PUBLIC_CONTENT_TYPES } from "./public-content-types";
import { PUBLIC_MEDIA_CONDITION } from "./public-media";

/** The Strapi panel role of the content editors: the public site, nothing of sales, users, codes or settings. */
export const EDITOR_ROLE = {
  code: "agency-content-editor",
  name: "Éditeur de contenu",
  description:
    "Contenus du site public (trois langues) et leurs médias ; rien des ventes, des comptes ni des réglages.",
} as const;

const CONTENT_ACTIONS = ["read", "create", "update", "delete", "publish"].map(
  (action) => `plugin::content-manager.explorer.${action}`,
);

/** Media: upload, and see or change only the site's media and one's own; deleting stays the technical admin's. */
const MEDIA_ACTIONS: ReadonlyArray<{ action: string; conditions: string[] }> = [
  { action: "plugin::upload.read", conditions: [PUBLIC_MEDIA_CONDITION] },
  { action: "plugin::upload.assets.create", conditions: [] },
  { action: "plugin::upload.assets.update", conditions: [PUBLIC_MEDIA_CONDITION] },
  { action: "plugin::upload.assets.download", conditions: [PUBLIC_MEDIA_CONDITION] },
  { action: "plugin::upload.assets.copy-link", conditions: [PUBLIC_MEDIA_CONDITION] },
];

function editorPermissions(strapi: Core.Strapi) {
  const actions = strapi
    .service("admin::permission")
    .actionProvider.values()
    .filter((action: { actionId: string }) => CONTENT_ACTIONS.includes(action.actionId));
  const withFields: Array<{ action: string; subject: string; properties: Record<string, unknown> }> = strapi
    .service("admin::content-type")
    .getPermissionsWithNestedFields(actions);
  const locales = SITE_LOCALES.map((locale) => locale.code);
  const content = withFields
    .filter((permission) => PUBLIC_CONTENT_TYPES.includes(permission.subject))
    .map((permission) => {
      const options = strapi.contentTypes[permission.subject as UID.ContentType]?.pluginOptions as
        { i18n?: { localized?: boolean } } | undefined;
      const localized = options?.i18n?.localized === true;
      return {
        ...permission,
        properties: { ...permission.properties, ...(localized ? { locales } : {}) },
        conditions: [],
      };
    });
  const media = MEDIA_ACTIONS.map(({ action, conditions }) => ({ action, subject: null, properties: {}, conditions }));
  return [...content, ...media];
}

/**
 * Creates the editors' role when missing and makes its permissions exactly
 * the list above at every start, so that a change made by hand in the panel
 * (or a new content type) never widens it.
 */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<{ id: number }> {
  const roles = strapi.service("admin::role");
  const role =
    (await roles.findOne({ code: EDITOR_ROLE.code })) ??
    (await roles.create({ name: EDITOR_ROLE.name, code: EDITOR_ROLE.code, description: EDITOR_ROLE.description }));
  await roles.assignPermissions(role.id, editorPermissions(strapi));
  return role;
}
