import type { Context } from "../../../utils/context";
import type { Core } from "@strapi/strapi";
import { deliveryMailSchema, firstZodMessage, zodFieldErrors } from "@agency/shared";
import { loadSalesDocument, salesPdfFile } from "../../../documents/controller";
import { appendEntry } from "../../../audit/journal";
import { mailWithPdf } from "../../../documents/mail";
import { refuseFloodedRecipients } from "../../../mail/recipient-limit";

/**
 * POST /api/bons/send { deliveryId, to, subject, message }: mails the delivery
 * note's PDF, made here, to its client. The address must be the client's own
 * (the modal shows it read-only), so this cannot send documents elsewhere.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(ctx: Context) {
    const parsed = deliveryMailSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return ctx.badRequest(firstZodMessage(parsed.error), { errors: zodFieldErrors(parsed.error) });
    const { deliveryId, to, subject, message } = parsed.data;
    const delivery = await loadSalesDocument(strapi, "delivery", deliveryId);
    if (!delivery) return ctx.notFound("Bon de livraison non trouvé");
    const clientEmail = String(delivery.client?.email ?? "").toLowerCase();
    if (!clientEmail)
      return ctx.badRequest("Ce client n'a pas d'adresse e-mail", {
        errors: { to: "Ce client n'a pas d'adresse e-mail" },
      });
    if (to.toLowerCase() !== clientEmail) {
      return ctx.badRequest("Le destinataire doit être l'adresse e-mail du client", {
        errors: { to: "Le destinataire doit être l'adresse e-mail du client" },
      });
    }
    const { body, fileName } = await salesPdfFile(strapi, "delivery", delivery);
    const mail = { to: clientEmail, subject, message, attachment: { fileName, body } };
    // The mail in the outbox and its journal entry stand or fall together.
    await strapi.db.transaction(async () => {
      await refuseFloodedRecipients(strapi, [clientEmail]);
      await mailWithPdf(strapi, mail, delivery.deliveryNumber ?? `Bon ${deliveryId}`);
      await appendEntry(strapi, {
        action: "mail",
        resource: "deliveries",
        recordId: delivery.documentId,
        number: delivery.deliveryNumber,
        changes: { to: [null, clientEmail], subject: [null, subject] },
      });
    });
    ctx.body = { data: { sent: true }, message: "Le bon de livraison a été envoyé par email avec succès" };
  },
});
