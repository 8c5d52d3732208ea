import { STAFF_ROLES, type StaffRole } from "@agency/shared";
import type { ComponentType } from "react";
import { Route } from "react-router-dom";
import { HomeRedirect } from "../auth/HomeRedirect";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { lazyScreen } from "./lazyScreen";

// Each screen is its own chunk, loaded on first visit under the layout's Suspense.
const DashboardScreen = lazyScreen(() => import("../dashboard/DashboardScreen"), "DashboardScreen");
const PostCreate = lazyScreen(() => import("../posts/PostCreate"), "PostCreate");
const PostShow = lazyScreen(() => import("../posts/PostShow"), "PostShow");
const PostEdit = lazyScreen(() => import("../posts/PostEdit"), "PostEdit");
const UserCreate = lazyScreen(() => import("../users/UserCreate"), "UserCreate");
const SettingsPage = lazyScreen(() => import("../settings/SettingsPage"), "SettingsPage");
const BannerPage = lazyScreen(() => import("../banner/BannerPage"), "BannerPage");
const ClientCreate = lazyScreen(() => import("../clients/ClientCreate"), "ClientCreate");
const ClientShow = lazyScreen(() => import("../clients/ClientShow"), "ClientShow");
const InvoiceCreate = lazyScreen(() => import("../invoices/InvoiceCreate"), "InvoiceCreate");
const InvoiceShow = lazyScreen(() => import("../invoices/InvoiceShow"), "InvoiceShow");
const QuoteCreate = lazyScreen(() => import("../quotes/QuoteCreate"), "QuoteCreate");
const QuoteShow = lazyScreen(() => import("../quotes/QuoteShow"), "QuoteShow");
const DeliveryCreate = lazyScreen(() => import("../delivery/DeliveryCreate"), "DeliveryCreate");
const DeliveryShow = lazyScreen(() => import("../delivery/DeliveryShow"), "DeliveryShow");
const CreditNoteList = lazyScreen(() => import("../creditNotes/CreditNoteList"), "CreditNoteList");
const CreditNoteShow = lazyScreen(() => import("../creditNotes/CreditNoteShow"), "CreditNoteShow");
const RecurringList = lazyScreen(() => import("../recurring/RecurringList"), "RecurringList");
const RecurringCreate = lazyScreen(() => import("../recurring/RecurringCreate"), "RecurringCreate");
const RecurringEdit = lazyScreen(() => import("../recurring/RecurringEdit"), "RecurringEdit");
const AuditList = lazyScreen(() => import("../audit/AuditList"), "AuditList");
const MailList = lazyScreen(() => import("../mails/MailList"), "MailList");
const MailShow = lazyScreen(() => import("../mails/MailShow"), "MailShow");
const AgeingReportScreen = lazyScreen(() => import("../reports/AgeingReportScreen"), "AgeingReportScreen");

/**
 * A screen at one of the spec's addresses, shown to the given roles only (the API refuses the
 * same calls with 403; the guard spares the user a screen they cannot use). Without roles, the
 * screen checks them itself.
 */
const screenRoute = (path: string, allow: readonly StaffRole[] | null, Screen: ComponentType) => {
  const element = allow ? (
    <RequireRole allow={allow}>
      <Screen />
    </RequireRole>
  ) : (
    <Screen />
  );
  return <Route key={path} path={path} element={element} />;
};

/**
 * The spec's own addresses, inside the layout. They are more specific than react-admin's
 * `<resource>/*` routes, so /clients/add or /invoices/:id win over the resource's router.
 * Admin-only: dashboard, settings, users, clients, invoices, quotes, delivery notes, credit
 * notes, recurring invoices, payments, the ageing report and the audit journal; /banner and the articles are for both staff roles.
 */
export const staffRoutes = [
  <Route key="/" path="/" element={<HomeRedirect />} />,
  // An Écrivain is sent to /messages.
  screenRoute("/dashboard", adminOnly, DashboardScreen),
  screenRoute("/create-article", STAFF_ROLES, PostCreate),
  screenRoute("/articles/:id", STAFF_ROLES, PostShow),
  screenRoute("/articles/:id/edit", STAFF_ROLES, PostEdit),
  screenRoute("/users/add", adminOnly, UserCreate),
  screenRoute("/settings", adminOnly, SettingsPage),
  screenRoute("/banner", STAFF_ROLES, BannerPage),
  screenRoute("/clients/add", adminOnly, ClientCreate),
  screenRoute("/clients/:id", adminOnly, ClientShow),
  screenRoute("/invoices/create", adminOnly, InvoiceCreate),
  screenRoute("/invoices/:id", adminOnly, InvoiceShow),
  screenRoute("/quotes/create", adminOnly, QuoteCreate),
  screenRoute("/quotes/:id", adminOnly, QuoteShow),
  screenRoute("/delivery/create", adminOnly, DeliveryCreate),
  screenRoute("/delivery/:id", adminOnly, DeliveryShow),
  // The credit-note list and the journal are sales-book lists, which check the role themselves.
  screenRoute("/credit-notes", null, CreditNoteList),
  screenRoute("/credit-notes/:id", adminOnly, CreditNoteShow),
  // The list checks the role itself, like the other sales-book lists.
  screenRoute("/recurring-invoices", null, RecurringList),
  screenRoute("/recurring-invoices/create", adminOnly, RecurringCreate),
  screenRoute("/recurring-invoices/:id", adminOnly, RecurringEdit),
  screenRoute("/reports/ageing", adminOnly, AgeingReportScreen),
  screenRoute("/audit", null, AuditList),
  // The outbox's list checks the role itself, like the journal.
  screenRoute("/mails", null, MailList),
  screenRoute("/mails/:id", adminOnly, MailShow),
];
