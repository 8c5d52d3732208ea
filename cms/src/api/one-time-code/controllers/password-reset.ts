import type { Context } from "../../../utils/context";
import type { Core } from "@strapi/strapi";
import { passwordSchema } from "@agency/shared";
import { z } from "zod";
import { VERIFY_FAILURES } from "./deletion-code";

const USER_UID = "plugin::users-permissions.user";
const email = z.string().trim().toLowerCase().email().max(254);

/** The one answer to a code request, whether or not the address has an account. */
export const RESET_SEND_ANSWER = {
  ok: true,
  message: "Si un compte correspond à cette adresse, un code vient de lui être envoyé.",
};
const RESET_FAILED = "Lien de réinitialisation invalide ou expiré : recommencez la procédure.";

const findUser = (strapi: Core.Strapi, address: string) =>
  strapi.db.query(USER_UID).findOne({ where: { email: address, blocked: false }, select: ["id", "email", "name"] });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /api/otp/send { email }. The lookup and the mail happen after the
   * answer, so neither the body nor the time tells whether the address exists.
   */
  async send(ctx: Context) {
    const parsed = email.safeParse(ctx.request.body?.email);
    if (!parsed.success) return ctx.badRequest("Veuillez saisir une adresse e-mail valide.");
    setImmediate(() => {
      void (async () => {
        const user = await findUser(strapi, parsed.data);
        if (!user) return;
        // Limited per recipient as well as per sender: many senders cannot flood one inbox.
        const code = await strapi.service("api::one-time-code.one-time-code").issueReset({
          userId: user.id,
          purpose: "password-reset",
          resource: "users",
          recordId: String(user.id),
        });
        if (!code) return;
        await strapi
          .service("api::one-time-code.code-mail")
          .send(
            user,
            "Réinitialisation de votre mot de passe",
            "Voici le code qui permet de choisir un nouveau mot de passe :",
            code,
          );
      })().catch((error: Error) => strapi.log.error(`Password reset code could not be sent: ${error.message}`));
    });
    ctx.body = RESET_SEND_ANSWER;
  },

  /** POST /api/otp/verify { email, otp } → { resetToken } */
  async verify(ctx: Context) {
    const address = email.safeParse(ctx.request.body?.email);
    const otp = String(ctx.request.body?.otp ?? "");
    if (!address.success || !/^\d{6}$/.test(otp)) return ctx.badRequest("Veuillez saisir le code à 6 chiffres.");
    const user = await findUser(strapi, address.data);
    const codes = strapi.service("api::one-time-code.one-time-code");
    // An unknown address is checked like a known one (user 0 has no code): same work, same time, same answer.
    const userId = user?.id ?? 0;
    const result = await codes.verify(
      { userId, purpose: "password-reset", resource: "users", recordId: String(userId) },
      otp,
    );
    if (!result.ok) return ctx.badRequest(VERIFY_FAILURES[result.reason as keyof typeof VERIFY_FAILURES]);
    ctx.body = { ok: true, resetToken: await codes.attachResetToken(result.id) };
  },

  /** POST /api/auth/reset-password { email, resetToken, newPassword }: the verified code's token is required. */
  async reset(ctx: Context) {
    const body = ctx.request.body ?? {};
    const password = passwordSchema.safeParse(body.newPassword);
    if (!password.success) return ctx.badRequest(password.error.issues[0]?.message ?? "Mot de passe invalide");
    const address = email.safeParse(body.email);
    const token = typeof body.resetToken === "string" ? body.resetToken : "";
    if (!address.success || !token) return ctx.badRequest(RESET_FAILED);
    const user = await findUser(strapi, address.data);
    if (!user || !(await strapi.service("api::one-time-code.one-time-code").consumeResetToken(user.id, token))) {
      return ctx.badRequest(RESET_FAILED);
    }
    await strapi.service("api::account.account").setPassword(user.id, password.data);
    ctx.body = { ok: true, message: "Mot de passe réinitialisé avec succès !" };
  },
});
