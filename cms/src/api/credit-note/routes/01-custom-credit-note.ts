import { einvoiceRoute, mailRoutes } from "../../../sales/routes";

// Before the core router, whose /credit-notes/:id would otherwise take "export" for an id.
export default {
  routes: [
    { method: "GET", path: "/credit-notes/export", handler: "api::credit-note.credit-note-document.exportList" },
    { method: "GET", path: "/credit-notes/:id/pdf", handler: "api::credit-note.credit-note-document.pdf" },
    ...mailRoutes("credit-note", "credit-notes"),
    einvoiceRoute("credit-note", "credit-notes"),
  ],
};
