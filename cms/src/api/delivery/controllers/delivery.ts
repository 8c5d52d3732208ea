import { factories } from "@strapi/strapi";
import { salesActions } from "../../../sales/controller";

export default factories.createCoreController("api::delivery.delivery", salesActions("delivery"));
