import { mailRoutes, salesRouteTable } from "../../../sales/routes";

export default salesRouteTable("quote", "quotes", {
  actions: [
    ["convert", "convert"],
    ["duplicate", "duplicate"],
  ],
  others: mailRoutes("quote", "quotes"),
});
