import { salesRouteTable } from "../../../sales/routes";

export default salesRouteTable("quote", "quotes", {
  actions: [
    ["convert", "convert"],
    ["duplicate", "duplicate"],
  ],
});
