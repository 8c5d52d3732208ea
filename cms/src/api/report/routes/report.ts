export default {
  routes: [
    {
      method: "GET",
      path: "/reports/ageing",
      handler: "api::report.report.ageing",
    },
  ],
};
