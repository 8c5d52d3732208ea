import type { Context } from "../../../utils/context";
import type { Core } from "@strapi/strapi";
import { passwordSchema, userCreateSchema, zodFieldErrors, firstZodMessage } from "@agency/shared";
import { toAuthUser } from "../../../auth/auth-user";
import { holdAddress } from "../../../auth/one-address";
import { ROLE_TYPES } from "../../../auth/roles";

const USER_UID = "plugin::users-permissions.user";

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/auth/update-password { currentPassword, newPassword }: answers a fresh token, the others are ended. */
  async updatePassword(ctx: Context) {
    const { currentPassword, newPassword } = ctx.request.body ?? {};
    if (typeof currentPassword !== "string" || !currentPassword || typeof newPassword !== "string" || !newPassword) {
      return ctx.badRequest("Veuillez remplir tous les champs");
    }
    const parsed = passwordSchema.safeParse(newPassword);
    if (!parsed.success) return ctx.badRequest(parsed.error.issues[0]?.message ?? "Mot de passe invalide");
    const user = await strapi.db.query(USER_UID).findOne({ where: { id: ctx.state.user.id } });
    const users = strapi.plugin("users-permissions").service("user");
    if (!user?.password || !(await users.validatePassword(currentPassword, user.password))) {
      return ctx.badRequest("Le mot de passe actuel est incorrect");
    }
    await strapi.service("api::account.account").setPassword(user.id, parsed.data);
    const jwt = strapi.plugin("users-permissions").service("jwt").issue({ id: user.id });
    ctx.body = { ok: true, jwt, message: "Paramètres de sécurité enregistrés" };
  },

  /** POST /api/auth/register { name, email, password, role }: an admin adds a staff member, after a verified code. */
  async register(ctx: Context) {
    const parsed = userCreateSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
    }
    const { name, email, password, role } = parsed.data;
    const address = email.toLowerCase();
    const roleRow = await strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type: ROLE_TYPES[role] } });
    // The address held from its check until the account is written (Strapi's own check of a unique field answers
    // in English, and reads before writing).
    const created = await strapi.db.transaction(async () => {
      await holdAddress(strapi, address);
      return strapi.plugin("users-permissions").service("user").add({
        username: address,
        email: address,
        name,
        password,
        provider: "local",
        confirmed: true,
        blocked: false,
        role: roleRow.id,
      });
    });
    ctx.status = 201;
    ctx.body = { user: toAuthUser(created) };
  },
});
