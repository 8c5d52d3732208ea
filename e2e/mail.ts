import { MAIL_URL } from "./urls";

interface MailAttachment {
  fileName: string;
  /** The name maildev serves the attachment under (unique within the mail). */
  generatedFileName: string;
  contentType: string;
}

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  cc?: Array<{ address: string }>;
  attachments?: MailAttachment[];
}

const inbox = async (): Promise<CaughtMail[]> => (await (await fetch(`${MAIL_URL}/email`)).json()) as CaughtMail[];

/** Ids of the mails already caught: codes are read from mails that arrive after this snapshot. */
export const mailSnapshot = async () => new Set((await inbox()).map((mail) => mail.id));

/** Polls the real SMTP catcher until `pick` finds something in the newest mail to `address`. */
async function waitForNewMail<T>(
  address: string,
  after: Set<string>,
  pick: (mail: CaughtMail) => T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await inbox())
      .filter(
        (candidate) =>
          !after.has(candidate.id) && candidate.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
      )
      .pop();
    const found = mail && pick(mail);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for a new mail to `address` and answers its six-digit code. */
export const waitForCode = (address: string, after: Set<string>, timeoutMs = 15_000): Promise<string> =>
  waitForNewMail(address, after, (mail) => /\b(\d{6})\b/.exec(mail.text)?.[1], timeoutMs);

/** Waits for a new mail to `address` and answers it, attachments listed. */
export const waitForMail = (address: string, after: Set<string>, timeoutMs = 15_000): Promise<CaughtMail> =>
  waitForNewMail(address, after, (mail) => mail, timeoutMs);

/** The bytes of one attachment of a caught mail. */
export async function attachmentBytes(mail: CaughtMail, attachment: MailAttachment): Promise<Buffer> {
  const response = await fetch(
    `${MAIL_URL}/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  if (!response.ok) throw new Error(`Attachment ${attachment.fileName} of mail ${mail.id}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
