import { factories } from "@strapi/strapi";
import { z } from "zod";
import { OUTBOX_UID } from "../../../mail/outbox";
import { nudgeOutbox } from "../../../mail/schedule";
import { resendMail, runOutbox } from "../../../mail/worker";

/** `{ at }`: the time the worker runs as, so that a test sees a retry come due without waiting for it. */
const runSchema = z.object({ at: z.iso.datetime().optional() });

export default factories.createCoreController("api::outbox-mail.outbox-mail", ({ strapi }) => ({
  /** POST /api/outbox-mails/run { at? }: one pass of the worker now; { sent, failed }. */
  async run(ctx) {
    const parsed = runSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return ctx.badRequest("Date invalide");
    ctx.body = { data: await runOutbox(strapi, parsed.data.at ? new Date(parsed.data.at) : new Date()) };
  },

  /** POST /api/outbox-mails/:id/resend: "Renvoyer" a failed or waiting mail, at once and with fresh attempts. */
  async resend(ctx) {
    const row = await strapi.db
      .query(OUTBOX_UID)
      .findOne({ where: { documentId: String(ctx.params.id) }, select: ["id", "status"] });
    if (!row) return ctx.notFound("Courriel non trouvé");
    if (!(await resendMail(strapi, row.id)))
      return ctx.conflict(row.status === "sent" ? "Ce courriel est déjà envoyé." : "Ce courriel est en cours d'envoi.");
    nudgeOutbox(strapi);
    ctx.body = { data: { queued: true }, message: "Le courriel est remis en file d'envoi." };
  },
}));
