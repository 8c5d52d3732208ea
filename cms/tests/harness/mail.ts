import { inject } from "vitest";

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  cc?: Array<{ address: string }>;
  attachments?: Array<{ fileName: string; generatedFileName: string; contentType: string; length: number }>;
}

const webUrl = () => inject("mail").webUrl;

export const smtpEnv = () => ({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(inject("mail").smtpPort) });

/** Where the catcher serves a caught mail's attachment (under the name it stored it), to read it back. */
export const attachmentUrl = (mail: CaughtMail, index: number) =>
  `${webUrl()}/email/${mail.id}/attachment/${encodeURIComponent(mail.attachments![index]!.generatedFileName)}`;

export async function inbox(): Promise<CaughtMail[]> {
  return (await (await fetch(`${webUrl()}/email`)).json()) as CaughtMail[];
}

/**
 * Waits for the newest mail to `address` (whose subject contains `subject`) that is not in `after`
 * (a snapshot taken before the action), polling the catcher. The inbox is never emptied: maildev
 * can crash when mails are deleted while one is arriving.
 */
export async function waitForMail(
  address: string,
  subject = "",
  after = new Set<string>(),
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await inbox()).filter(
      (mail) =>
        !after.has(mail.id) &&
        mail.subject.includes(subject) &&
        mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
    const newest = mails[mails.length - 1];
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} (${subject}) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The six-digit code of a code mail. */
export function codeIn(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}

export const mailIds = async () => new Set((await inbox()).map((mail) => mail.id));
