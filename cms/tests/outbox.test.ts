import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { queueMail } from "../src/mail/outbox";
import { purgeSentMails, runOutbox } from "../src/mail/worker";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { createClient, postInvoice } from "./harness/sales";
import { freePort } from "./harness/ports";
import { SmtpSink } from "./harness/smtp-sink";

// This file's own SMTP server, stopped and started by the tests: down until a test starts it.
const sink = new SmtpSink(await freePort());
afterAll(() => sink.stop());

const server = cmsForThisFile({
  env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), SMTP_TIMEOUT_MS: "1500", CRON_ENABLED: "false" },
  prepare: ensureCompanySettings,
});
const { call } = server;

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

interface OutboxMail {
  documentId: string;
  to: string;
  subject: string;
  about: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  sentAt: string | null;
  errors: Array<{ at: string; error: string }>;
}

async function outboxMail(about: string): Promise<OutboxMail> {
  const answer = await call("GET", `/api/outbox-mails?filters[about][$eq]=${encodeURIComponent(about)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data).toHaveLength(1);
  return answer.body.data[0];
}

/** Polls the outbox until the mail about `about` satisfies `done` (the worker runs in the background). */
async function outboxMailWhen(about: string, done: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await outboxMail(about);
    if (done(mail)) return mail;
    if (Date.now() > deadline) throw new Error(`Outbox mail ${about} stayed ${JSON.stringify(mail)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const run = async (at?: string) => {
  const answer = await call("POST", "/api/outbox-mails/run", at ? { at } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { sent: number; failed: number };
};

/** A mail to `<about>@outbox.example.ma` queued while the SMTP server is down, then tried until it is given up. */
async function givenUp(about: string): Promise<{ to: string; failed: OutboxMail }> {
  await sink.stop();
  const to = `${about}@outbox.example.ma`;
  await queueMail(server.strapi, { to, subject: about, text: "Bonjour", about }, { nudge: false });
  // Each attempt at the time its retry comes due: 1 min, 5 min, 30 min, 2 h after the previous failure.
  for (const at of [0, 1, 6, 36, 156].map((minutes) => later(minutes * MINUTE + 5_000))) await run(at);
  return { to, failed: await outboxMail(about) };
}

describe("the mail outbox", () => {
  it("queues an invoice mailed while the SMTP server is down, keeps the error, and sends it when it is back", async () => {
    const client = await createClient(server, { name: "Atlas Outbox SARL", email: "compta@atlas-outbox.example.ma" });
    const invoice = await postInvoice(server, {
      client: client.documentId,
      items: [{ description: "Audit SEO", quantity: 1, unitPrice: 4000, discount: 0, taxRate: 20 }],
    });
    const number: string = invoice.invoiceNumber;

    const sent = await call("POST", `/api/invoices/${invoice.documentId}/send`, {
      to: client.email,
      cc: [],
      subject: `Facture ${number}`,
      message: "Bonjour,\nVeuillez trouver ci-joint notre facture.",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const journal = await call(
      "GET",
      `/api/audit-entries?filters[recordId][$eq]=${invoice.documentId}&filters[action][$eq]=mail`,
    );
    expect(journal.body.data).toHaveLength(1);

    // The worker, nudged by the sending, tried at once and failed: queued again for a minute later.
    const waiting = await outboxMailWhen(number, (mail) => mail.attempts === 1);
    expect(waiting).toMatchObject({ status: "queued", to: client.email, sentAt: null });
    expect(waiting.errors).toHaveLength(1);
    expect(waiting.errors[0]!.error).toMatch(/ECONNREFUSED/);
    const wait = new Date(waiting.nextAttemptAt!).getTime() - new Date(waiting.errors[0]!.at).getTime();
    expect(wait).toBeGreaterThan(0.9 * MINUTE);
    expect(wait).toBeLessThan(1.1 * MINUTE);
    // The attachment is kept with the mail, not in the API's answer; so is its text, with the client's link.
    expect(waiting).not.toHaveProperty("attachments");
    expect(waiting).not.toHaveProperty("text");
    const queued = await server.strapi.db.query("api::outbox-mail.outbox-mail").findOne({ where: { about: number } });
    const token = /\/d\/([A-Za-z0-9_-]{43})/.exec(queued.text)![1]!;

    await sink.start();
    // Back, but the retry is not due yet: nothing leaves before its minute.
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(sink.mails).toHaveLength(0);
    expect(await run(later(MINUTE + 5_000))).toEqual({ sent: 1, failed: 0 });
    const [mail] = await sink.waitFor(client.email);
    expect(mail!.raw).toContain(`${number}.pdf`);
    expect(mail!.raw).toContain("Content-Type: application/pdf");
    const done = await outboxMail(number);
    expect(done).toMatchObject({ status: "sent", attempts: 2 });
    expect(done.sentAt).not.toBeNull();
    // Sent for good: the PDF's bytes leave the table, its name and size stay.
    const row = await server.strapi.db.query("api::outbox-mail.outbox-mail").findOne({ where: { about: number } });
    expect(row.attachments).toEqual([
      { filename: `${number}.pdf`, contentType: "application/pdf", bytes: expect.any(Number) },
    ]);
    expect(row.attachments[0].bytes).toBeGreaterThan(1000);
    // And its text goes: the link works for 90 days, the database keeps only its hash.
    const rows = await server.strapi.db.connection("outbox_mails").select("*");
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("lets sent mails go 90 days after their sending, and keeps waiting and failed ones however old", async () => {
    // Now: the mails the other tests sent today are not 90 days old and stay too.
    const now = new Date();
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * MINUTE);
    const mails = server.strapi.db.query("api::outbox-mail.outbox-mail");
    const base = { to: "retention@outbox.example.ma", subject: "Rétention", text: "…", attempts: 1, errors: [] };
    for (const [about, status, sentAt] of [
      ["retention-sent-91", "sent", daysBefore(91)],
      ["retention-sent-89", "sent", daysBefore(89)],
      ["retention-failed", "failed", null],
      ["retention-queued", "queued", null],
    ] as const) {
      await mails.create({
        data: { ...base, about, status, sentAt, nextAttemptAt: status === "queued" ? later(MINUTE) : null },
      });
    }
    await mails.updateMany({ where: { about: { $startsWith: "retention-" } }, data: { createdAt: daysBefore(400) } });

    expect(await purgeSentMails(server.strapi, now)).toBe(1);
    const left = await mails.findMany({ where: { about: { $startsWith: "retention-" } }, select: ["about"] });
    expect(left.map((mail: { about: string }) => mail.about).sort()).toEqual([
      "retention-failed",
      "retention-queued",
      "retention-sent-89",
    ]);
    expect(await purgeSentMails(server.strapi, now)).toBe(0);
    // The next tests run the worker at later times: the waiting one would be tried with theirs.
    await mails.deleteMany({ where: { about: { $startsWith: "retention-" } } });
  });

  it("sends each mail once when two workers run over the outbox at the same time", async () => {
    await sink.start();
    const to = "race@outbox.example.ma";
    for (let index = 0; index < 6; index += 1) {
      await queueMail(
        server.strapi,
        { to, subject: `Course ${index}`, text: `Mail ${index}`, about: `course-${index}` },
        { nudge: false },
      );
    }
    const [first, second, third] = await Promise.all([runOutbox(server.strapi), runOutbox(server.strapi), run()]);
    expect(first!.sent + second!.sent + third!.sent).toBe(6);
    const mails = await sink.waitFor(to, 6);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.mails.filter((mail) => mail.to.includes(to))).toHaveLength(6);
    expect(new Set(mails.map((mail) => /Mail \d/.exec(mail.raw)?.[0])).size).toBe(6);
  });

  it("gives a mail up after its fifth failure, and sends it again on « Renvoyer »", async () => {
    const { to, failed } = await givenUp("renvoi");
    expect(failed).toMatchObject({ status: "failed", attempts: 5, nextAttemptAt: null });
    expect(failed.errors).toHaveLength(5);

    await sink.start();
    const again = await call("POST", `/api/outbox-mails/${failed.documentId}/resend`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await sink.waitFor(to);
    const sent = await outboxMailWhen("renvoi", (mail) => mail.status === "sent");
    expect(sent.errors).toHaveLength(5);
    expect((await call("POST", `/api/outbox-mails/${failed.documentId}/resend`)).status).toBe(409);
  });

  it("sends a failed mail once when « Renvoyer » is pressed 20 times at once", async () => {
    const { to, failed } = await givenUp("renvois");
    expect(failed.status).toBe("failed");

    await sink.start();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", `/api/outbox-mails/${failed.documentId}/resend`)),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    await outboxMailWhen("renvois", (mail) => mail.status === "sent");
    await run();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.mails.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it("is the admin's: a writer can neither read it nor run it", async () => {
    expect((await call("GET", "/api/outbox-mails", undefined, server.writerToken)).status).toBe(403);
    expect((await call("POST", "/api/outbox-mails/run", {}, server.writerToken)).status).toBe(403);
  });

  it("ends an attempt on an SMTP server that accepts and never answers within SMTP_TIMEOUT_MS, and retries later", async () => {
    await sink.stop();
    const connections: net.Socket[] = [];
    const silent = net.createServer((connection) => connections.push(connection));
    await new Promise<void>((resolve) => silent.listen(sink.port, "127.0.0.1", resolve));
    try {
      const about = "Serveur muet";
      await queueMail(
        server.strapi,
        { to: "muet@client.example.ma", subject: "Sans réponse", text: "Bonjour", about },
        { nudge: false },
      );
      const started = Date.now();
      expect(await run()).toMatchObject({ failed: 1 });
      expect(Date.now() - started).toBeLessThan(10_000);
      const mail = await outboxMail(about);
      expect(mail).toMatchObject({ status: "queued", attempts: 1 });
      expect(mail.errors.at(-1)?.error).toMatch(/greeting|timeout/i);
    } finally {
      await new Promise<void>((resolve) => {
        silent.close(() => resolve());
        for (const connection of connections) connection.destroy();
      });
    }
  });
});
