import { z } from "zod";
import { apiFetch } from "./http";
import { collections } from "./strapiQuery";

const resentAnswer = z.object({ message: z.string() });

/** The outbox's action beyond reading: a custom method of the data provider. */
export const outboxMethods = {
  /** "Renvoyer": the mail is queued again and sent at once; answers the server's sentence saying so. */
  resendMail: async (id: string): Promise<string> =>
    resentAnswer.parse(await apiFetch(`/api/${collections.mails}/${encodeURIComponent(id)}/resend`, { method: "POST" }))
      .message,
};
