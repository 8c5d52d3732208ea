import type { Core } from "@strapi/strapi";
import type { DocumentKind } from "@agency/shared";
import { limitedRoute, STAFF_MAIL_LIMIT } from "../auth/rate-limits";

/** What a sales document type routes besides the routes every one of them has. */
interface OwnRoutes {
  /** POST /<path>/:id/<action>: the action as the path names it, the controller method answering it, its config. */
  actions?: Array<[action: string, handler: string, config?: Core.RouteConfig]>;
  others?: Core.RouteInput[];
}

/**
 * The custom routes of a sales document type (invoice, quote, delivery note), loaded before the core router, whose
 * /<path>/:id would otherwise take "export" or "next-number" for an id: the list export, a document's PDF, the next
 * free number, then its own.
 */
export function salesRouteTable(
  kind: DocumentKind,
  path: string,
  { actions = [], others = [] }: OwnRoutes,
): { routes: Core.RouteInput[] } {
  const controller = `api::${kind}.${kind}`;
  return {
    routes: [
      { method: "GET", path: `/${path}/export`, handler: `${controller}-document.exportList` },
      { method: "GET", path: `/${path}/:id/pdf`, handler: `${controller}-document.pdf` },
      { method: "GET", path: `/${path}/next-number`, handler: `${controller}.nextNumber` },
      ...actions.map(([action, handler, config]): Core.RouteInput => ({
        method: "POST",
        path: `/${path}/:id/${action}`,
        handler: `${controller}.${handler}`,
        ...(config && { config }),
      })),
      ...others,
    ],
  };
}

/** The EN 16931 e-invoice of an issued invoice or credit note (UBL or CII). */
export function einvoiceRoute(api: string, path: string): Core.RouteInput {
  return { method: "GET", path: `/${path}/:id/einvoice`, handler: `api::${api}.${api}-document.einvoice` };
}

/**
 * "Envoyer par e-mail" of an invoice, quote or credit note (its proposed mail, and the sending) and its client's link
 * ("Lien client": state, new link, revocation).
 */
export function mailRoutes(api: string, path: string): Core.RouteInput[] {
  const controller = `api::${api}.${api}-document`;
  return [
    { method: "GET", path: `/${path}/:id/mail-draft`, handler: `${controller}.mailDraft` },
    {
      method: "POST",
      path: `/${path}/:id/send`,
      handler: `${controller}.send`,
      config: limitedRoute(STAFF_MAIL_LIMIT),
    },
    { method: "GET", path: `/${path}/:id/share`, handler: `${controller}.shareState` },
    { method: "POST", path: `/${path}/:id/share`, handler: `${controller}.share` },
    { method: "DELETE", path: `/${path}/:id/share`, handler: `${controller}.unshare` },
  ];
}
