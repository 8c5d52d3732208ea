import type { Core } from "@strapi/strapi";
import { companyName } from "../../../documents/company";
import { escapeHtml } from "../../../mail/html";
import { queueMail } from "../../../mail/outbox";
import { sendQueued } from "../../../mail/worker";

interface Recipient {
  email: string;
  name?: string | null;
}

/**
 * The French mails that carry a one-time code. The code is never logged. A code is wanted now: its mail goes through
 * the outbox (retried if the SMTP server refuses it) but is sent at once, here; true when it left.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(to: Recipient, subject: string, purposeSentence: string, code: string): Promise<boolean> {
    const company = await companyName(strapi);
    const greeting = `Bonjour${to.name ? ` ${to.name}` : ""},`;
    const validity = "Ce code est valable 10 minutes et ne peut servir qu’une seule fois.";
    const ignore =
      "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne sera fait sans ce code.";
    const id = await queueMail(
      strapi,
      {
        to: to.email,
        subject,
        text: `${greeting}\n\n${purposeSentence}\n\n${code}\n\n${validity}\n\n${ignore}\n\n${company}`,
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(purposeSentence)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p><p>${escapeHtml(company)}</p>`,
        about: "Code à usage unique",
      },
      { nudge: false },
    );
    return sendQueued(strapi, id);
  },
});
