export default {
  routes: [
    {
      method: "GET",
      path: "/reports/ageing",
      handler: "api::report.report.ageing",
    },
    {
      method: "GET",
      path: "/clients/:id/statement",
      handler: "api::report.report.statement",
    },
  ],
};
