import { factories } from "@strapi/strapi";
import { salesActions } from "../../../sales/controller";

export default factories.createCoreController("api::invoice.invoice", salesActions("invoice"));
