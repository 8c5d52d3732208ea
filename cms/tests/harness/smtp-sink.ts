import { SMTPServer } from "smtp-server";

export interface SunkMail {
  to: string[];
  raw: string;
}

/**
 * An SMTP server of the test's own, on its own port, that it may stop and start again (the shared maildev catcher
 * stays up for the other files): it keeps every mail it accepts, raw.
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  /** Listens, unless it already does. */
  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    const server = this.server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The mails sent to `address`, waiting up to `timeoutMs` for at least `count` of them. */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<SunkMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.filter((mail) => mail.to.includes(address));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} mail(s) to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
