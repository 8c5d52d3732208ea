import type { StaffRole } from "@agency/shared";
import { ROLE_ADMIN, ROLE_WRITER } from "./roles";

/**
 * The permission matrix of spec 000 point 6 and spec 001 point 6, applied to
 * the API itself: a writer's token is refused on every business, user,
 * settings and dashboard endpoint, whatever the back-office shows.
 */
const crud = (api: string, actions: string[]) => actions.map((action) => `api::${api}.${api}.${action}`);
const READ = ["find", "findOne"];
const ALL = ["find", "findOne", "create", "update", "delete"];

const PUBLIC_CONTENT = ["faq", "project", "team-member", "partner", "stat"];

/**
 * The public site's own text (single type "Textes du site", services, opening hours): read by visitors,
 * written by content editors in Strapi's admin panel only, so no staff role holds any of them.
 */
const SITE_TEXT_CONTENT = [
  "api::site-content.site-content.find",
  ...["service", "opening-hour"].flatMap((api) => crud(api, READ)),
];

const SHARED_STAFF = [
  ...crud("article", ALL),
  ...crud("message", ["find", "findOne", "update", "delete"]),
  "api::message.reply.send",
  ...crud("subscriber", ["find", "findOne", "delete"]),
  "api::subscriber.subscriber-export.exportCsv",
  ...PUBLIC_CONTENT.flatMap((api) => crud(api, READ)),
  "plugin::users-permissions.user.me",
  "api::one-time-code.deletion-code.generate",
  "api::one-time-code.deletion-code.verify",
  "api::account.account.updatePassword",
  "plugin::upload.content-api.upload",
  "plugin::upload.content-api.find",
  "plugin::upload.content-api.findOne",
  "plugin::i18n.locales.listLocales",
  "api::calendar.calendar.today",
];

const ADMIN_ONLY = [
  ...["client", "invoice", "quote", "delivery"].flatMap((api) => crud(api, ALL)),
  ...["invoice", "quote", "delivery"].flatMap((api) => crud(api, ["nextNumber"])),
  "api::invoice.invoice.issue",
  "api::invoice.invoice.markPaid",
  "api::invoice.invoice.refund",
  "api::invoice.invoice.creditNote",
  "api::invoice.invoice.duplicate",
  "api::quote.quote.duplicate",
  ...crud("credit-note", READ),
  ...crud("audit-entry", ["find", "findOne", "verify"]),
  ...crud("payment", ["find", "findOne", "create", "delete"]),
  "api::quote.quote.convert",
  "api::client.client.summary",
  "api::report.report.ageing",
  "api::report.report.statement",
  // A retainer is stopped, never deleted: the invoices it made keep its key.
  ...crud("recurring-invoice", ["find", "findOne", "create", "update", "run"]),
  "api::reminder.reminder.run",
  ...crud("outbox-mail", ["find", "findOne", "run", "resend"]),
  ...["client", "invoice", "quote", "delivery", "credit-note", "payment"].map(
    (api) => `api::${api}.${api}-document.exportList`,
  ),
  ...["invoice", "quote", "delivery", "credit-note"].map((api) => `api::${api}.${api}-document.pdf`),
  ...["invoice", "quote", "credit-note"].flatMap((api) => [
    `api::${api}.${api}-document.mailDraft`,
    `api::${api}.${api}-document.send`,
  ]),
  "api::delivery.delivery-mail.send",
  ...["invoice", "quote", "credit-note"].flatMap((api) =>
    ["share", "shareState", "unshare"].map((action) => `api::${api}.${api}-document.${action}`),
  ),
  ...["invoice", "credit-note"].map((api) => `api::${api}.${api}-document.einvoice`),
  "api::invoice.invoice-document.einvoiceZip",
  // Deleting public content is the panel's (its editors'): every DELETE of this API needs a code, and no screen here deletes it.
  ...PUBLIC_CONTENT.flatMap((api) => crud(api, ["create", "update"])),
  ...crud("company-setting", ["find", "update"]),
  "api::tableux.tableux.index",
  "api::account.account.register",
  "plugin::users-permissions.user.find",
  "plugin::users-permissions.user.findOne",
  "plugin::users-permissions.user.count",
  "plugin::users-permissions.user.create",
  "plugin::users-permissions.user.update",
  "plugin::users-permissions.user.destroy",
  "plugin::users-permissions.role.find",
  "plugin::users-permissions.role.findOne",
  "plugin::upload.content-api.destroy",
];

export const ROLE_PERMISSIONS: Record<StaffRole, string[]> = {
  [ROLE_ADMIN]: [...SHARED_STAFF, ...ADMIN_ONLY],
  [ROLE_WRITER]: SHARED_STAFF,
};

/** Visitors: sign in, the public forms, and the published content of the site. */
export const PUBLIC_PERMISSIONS = [
  "plugin::users-permissions.auth.callback",
  "api::message.message.create",
  "api::subscriber.subscriber.create",
  ...crud("article", READ),
  ...PUBLIC_CONTENT.flatMap((api) => crud(api, READ)),
  ...SITE_TEXT_CONTENT,
  "plugin::i18n.locales.listLocales",
  // The client's link to a document: answered to the site's server only (policy site-caller).
  ...["show", "pdf", "accept", "reject"].map((action) => `api::share-link.public-document.${action}`),
  // A draft behind Strapi's preview button: answered to the site's server only, with a token the cms signed.
  "api::preview.preview.show",
];

/** users-permissions' default role for self-registration, which is closed: it may only read itself. */
export const AUTHENTICATED_PERMISSIONS = ["plugin::users-permissions.user.me"];
