import { limitedRoute, STAFF_MAIL_LIMIT } from "../../../auth/rate-limits";
import { salesRouteTable } from "../../../sales/routes";

export default salesRouteTable("delivery", "deliveries", {
  others: [
    {
      method: "POST",
      path: "/bons/send",
      handler: "api::delivery.delivery-mail.send",
      config: limitedRoute(STAFF_MAIL_LIMIT),
    },
  ],
});
