// Before the core router, whose /quotes/:id would otherwise take "next-number" or "export" for an id.
export default {
  routes: [
    { method: "GET", path: "/quotes/export", handler: "api::quote.quote-document.exportList" },
    { method: "GET", path: "/quotes/:id/pdf", handler: "api::quote.quote-document.pdf" },
    { method: "GET", path: "/quotes/next-number", handler: "api::quote.quote.nextNumber" },
    { method: "POST", path: "/quotes/:id/convert", handler: "api::quote.quote.convert" },
    { method: "POST", path: "/quotes/:id/duplicate", handler: "api::quote.quote.duplicate" },
  ],
};
