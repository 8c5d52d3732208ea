// Before the core router, whose /clients/:id would otherwise take "export" for an id.
export default {
  routes: [
    { method: "GET", path: "/clients/export", handler: "api::client.client-document.exportList" },
    { method: "GET", path: "/clients/:id/summary", handler: "api::client.client.summary" },
  ],
};
