// Before the core router, whose /audit-entries/:id would otherwise take "verify" for an id.
export default {
  routes: [{ method: "GET", path: "/audit-entries/verify", handler: "api::audit-entry.audit-entry.verify" }],
};
