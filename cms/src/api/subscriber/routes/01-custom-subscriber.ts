export default {
  routes: [{ method: "GET", path: "/subscribers/export.csv", handler: "api::subscriber.subscriber-export.exportCsv" }],
};
