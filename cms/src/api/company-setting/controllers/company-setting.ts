import { factories } from "@strapi/strapi";
import { billingSettingsSchema, companySettingsSchema, firstZodMessage, zodFieldErrors } from "@agency/shared";
import type { Context } from "../../../utils/context";
import { underLock } from "../../../utils/database";

/** The fields the back-office's settings tabs write, each checked by its shared schema; the others by Strapi's type. */
const tabsFields = companySettingsSchema.extend(billingSettingsSchema.shape).partial();

export const FIRST_SAVE_NEEDS_NAME =
  "Enregistrez d’abord le nom de la société dans l’onglet « Général » : chaque document l’imprime.";

/**
 * PUT /api/company-setting: each tab sends its own fields ("Général": name and e-mail; "Facturation":
 * RIB, VAT exemption, reminders and the mail template), validated with the schema the form uses and stored as it answers them
 * (trimmed, the days sorted, a blank template as none).
 */
export default factories.createCoreController("api::company-setting.company-setting", ({ strapi }) => ({
  async update(ctx: Context) {
    const data: Record<string, unknown> = ctx.request.body?.data ?? {};
    const present = Object.fromEntries(
      Object.keys(tabsFields.shape)
        .filter((key) => key in data)
        .map((key) => [key, data[key]]),
    );
    const parsed = tabsFields.safeParse(present);
    if (!parsed.success) return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
    ctx.request.body = { data: { ...data, ...parsed.data } };
    // Strapi finds the one row, then writes it or makes it: the first saves of two tabs at once made two rows, and
    // documents then printed one of them.
    return underLock(strapi, "singleton:company-setting", async () => {
      // The first save makes the row, whose name every document prints: "Facturation" first got Strapi's English
      // "name must be defined".
      const exists = await strapi.db.query("api::company-setting.company-setting").findOne({ select: ["id"] });
      if (!exists && !parsed.data.name) return ctx.badRequest(FIRST_SAVE_NEEDS_NAME);
      return super.update(ctx);
    });
  },
}));
