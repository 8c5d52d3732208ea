import { MAIL_URL } from './urls';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

const inbox = async (): Promise<CaughtMail[]> => (await (await fetch(`${MAIL_URL}/email`)).json()) as CaughtMail[];

/** Ids of the mails already caught: codes are read from mails that arrive after this snapshot. */
export const mailSnapshot = async () => new Set((await inbox()).map((mail) => mail.id));

/** Waits for a new mail to `address` in the real SMTP catcher and answers its six-digit code. */
export async function waitForCode(address: string, after: Set<string>, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await inbox())
      .filter((candidate) => !after.has(candidate.id) && candidate.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
      .pop();
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
