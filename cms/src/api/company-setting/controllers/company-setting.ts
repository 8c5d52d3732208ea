import { factories } from "@strapi/strapi";

export default factories.createCoreController("api::company-setting.company-setting");
