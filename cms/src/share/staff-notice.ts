import type { Core } from "@strapi/strapi";
import { casablancaDateTime } from "@agency/shared";
import { ROLE_ADMIN } from "../auth/roles";
import { queueMail } from "../mail/outbox";
import type { StoredLink } from "./links";

/** Where the staff reads such news: the agency's address in settings, else every admin's. */
async function staffAddresses(strapi: Core.Strapi): Promise<string[]> {
  const settings = await strapi.db.query("api::company-setting.company-setting").findOne({ select: ["email"] });
  if (settings?.email) return [settings.email];
  const admins = await strapi.db.query("plugin::users-permissions.user").findMany({
    where: { blocked: false, role: { name: ROLE_ADMIN } },
    select: ["email"],
  });
  return admins.map((admin: { email: string }) => admin.email);
}

/**
 * "Devis DEVIS-26-0012 accepté par …": tells the staff that a client answered a quote on its page, through the
 * outbox, in the answer's transaction.
 */
export async function mailStaffAboutAnswer(
  strapi: Core.Strapi,
  link: StoredLink,
  answer: { decision: "accepted" | "rejected"; name: string | null; comment: string | null; at: Date },
): Promise<void> {
  const to = await staffAddresses(strapi);
  if (to.length === 0) return;
  const when = casablancaDateTime(answer.at);
  const accepted = answer.decision === "accepted";
  const subject = accepted
    ? `Devis ${link.number} accepté par ${answer.name}`
    : `Devis ${link.number} refusé par le client`;
  const text = [
    accepted
      ? `Le devis ${link.number} a été accepté en ligne le ${when} par ${answer.name} (« Bon pour accord »).`
      : `Le devis ${link.number} a été refusé en ligne le ${when}.`,
    answer.comment ? `${accepted ? "Commentaire" : "Motif"} : ${answer.comment}` : null,
    accepted ? "Il peut maintenant être converti en facture depuis le back-office." : null,
  ]
    .filter(Boolean)
    .join("\n\n");
  await queueMail(strapi, { to: to.join(", "), subject, text, about: link.number ?? "Réponse à un devis" });
}
