import { salesRouteTable } from "../../../sales/routes";

export default salesRouteTable("delivery", "deliveries", {
  others: [{ method: "POST", path: "/bons/send", handler: "api::delivery.delivery-mail.send" }],
});
