import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, PAYMENT_MESSAGES, todayInMorocco } from "@agency/shared";
import { verifyJournal } from "../src/audit/journal";
import { issueInvoice } from "../src/sales/issue";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { createClient, invoiceRequest, postInvoice } from "./harness/sales";

/*
 * Two writes on one record at once, each checking the record before it writes: on PostgreSQL, where requests run
 * side by side, the second must read what the first wrote. Ten pairs each, so that some of them meet.
 */
const PAIRS = 10;
const INVOICE_UID = "api::invoice.invoice";
const AUDIT_UID = "api::audit-entry.audit-entry";
const PAYMENT_UID = "api::payment.payment";
const today = todayInMorocco();
const LINES = [{ description: "Audit SEO", quantity: 2, unitPrice: 1000, discount: 0, taxRate: 20 }];
const DELIVERY = {
  deliveryAddress: "Tiznit",
  transportInfo: "Coursier",
  items: [{ description: "Audit", quantity: 1 }],
};

const server = cmsForThisFile({ prepare: ensureCompanySettings, env: { CRON_ENABLED: "false" } });
const { call } = server;
let clientId: string;

const draft = () => postInvoice(server, { client: clientId, items: LINES, state: "draft" });
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    () => "done" as const,
    () => "refused" as const,
  );
const journalOf = async (recordId: string) =>
  (await server.strapi.db.query(AUDIT_UID).findMany({ where: { recordId }, orderBy: { id: "asc" } })) as Array<{
    id: number;
    action: string;
    changes: Record<string, [unknown, unknown]>;
  }>;

/**
 * Ten retainers made as `before`, then the daily run for `date` and, staggered over its first 45 ms, each one's
 * edit to `after`: the run's answer, and each retainer with its edit's answer.
 */
async function runWhileEdited(date: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  const retainers = await Promise.all(
    Array.from({ length: PAIRS }, async () => {
      const created = await call("POST", "/api/recurring-invoices", { data: before });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.documentId as string;
    }),
  );
  const [run, ...edits] = await Promise.all([
    call("POST", "/api/recurring-invoices/run", { date }),
    ...retainers.map((documentId, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 5)).then(() =>
        call("PUT", `/api/recurring-invoices/${documentId}`, { data: after }),
      ),
    ),
  ]);
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  for (const edit of edits) expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  return { made: run.body.data.created as Array<{ retainer: string; invoice: string }>, retainers };
}

beforeAll(async () => {
  clientId = (await createClient(server, { name: "Atlas Digital SARL", type: "sarl", ice: "001234567000089" }))
    .documentId;
});

describe("writes at once on one record", () => {
  it("a draft deleted while it is issued: either issued and kept, or deleted and never numbered", async () => {
    const drafts = await Promise.all(Array.from({ length: PAIRS }, draft));
    const answers = await Promise.all(
      drafts.map(({ documentId }) =>
        Promise.all([
          issueInvoice(server.strapi, documentId).then(
            (issued) => (issued as { invoiceNumber?: string } | null)?.invoiceNumber,
            () => undefined,
          ),
          outcome(server.strapi.documents(INVOICE_UID).delete({ documentId })),
        ]),
      ),
    );
    for (const [index, [issued, deleted]] of answers.entries()) {
      const { documentId } = drafts[index]!;
      const stored = await server.strapi.db.query(INVOICE_UID).findOne({ where: { documentId } });
      if (issued) {
        expect(stored?.invoiceNumber, "an issued invoice was deleted: its number is a hole in the year").toBe(issued);
        expect(deleted).toBe("refused");
      } else {
        expect(deleted).toBe("done");
        expect(stored).toBeNull();
      }
    }
  });

  it("a draft edited while it is issued: the edit goes before the issuing or is refused, never after it", async () => {
    const drafts = await Promise.all(Array.from({ length: PAIRS }, draft));
    const answers = await Promise.all(
      drafts.map(({ documentId }) =>
        Promise.all([
          call("POST", `/api/invoices/${documentId}/issue`),
          call("PUT", `/api/invoices/${documentId}`, { data: { items: [{ ...LINES[0], quantity: 5 }] } }),
        ]),
      ),
    );
    for (const [index, [issued, edited]] of answers.entries()) {
      expect(issued.status).toBe(200);
      expect([200, 409]).toContain(edited.status);
      if (edited.status === 200) expect(edited.body.data.state, "an issued invoice was edited").toBe("draft");
      const journal = await journalOf(drafts[index]!.documentId);
      expect(journal.filter((entry) => entry.action === "issue")).toHaveLength(1);
      const afterIssue = journal.slice(journal.findIndex((entry) => entry.action === "issue") + 1);
      expect(afterIssue.filter((entry) => "items" in entry.changes)).toEqual([]);
    }
  });

  it("a client deleted while an invoice is made for it: the one or the other, never an invoice without its client", async () => {
    const clients = await Promise.all(
      Array.from({ length: PAIRS }, (_, index) => createClient(server, { name: `Client ${index}` })),
    );
    const answers = await Promise.all(
      clients.map(({ documentId }) =>
        Promise.all([
          server.strapi
            .documents(INVOICE_UID)
            .create({ data: { ...invoiceRequest({ client: documentId, items: LINES }).data, state: "issued" } as any })
            .then(
              (created) => ({ documentId: created.documentId, refusal: undefined }),
              (error: Error) => ({ documentId: undefined, refusal: error.message }),
            ),
          outcome(server.strapi.documents("api::client.client").delete({ documentId })),
        ]),
      ),
    );
    for (const [created, deleted] of answers) {
      if (created.documentId) {
        expect(deleted, "the client of an issued invoice was deleted").toBe("refused");
        const stored = await server.strapi
          .documents(INVOICE_UID)
          .findOne({ documentId: created.documentId, populate: ["client"] });
        expect((stored as { client?: unknown }).client).toBeTruthy();
      } else {
        expect(deleted).toBe("done");
        expect(created.refusal).toBe(MESSAGES.selectClient);
      }
    }
  });

  it("payments made at once: the journal chains the invoice's status, each entry from where the one before left it", async () => {
    const invoices = await Promise.all(
      Array.from({ length: PAIRS }, () => postInvoice(server, { client: clientId, items: LINES })),
    );
    // 2,400 DH each: three payments of 800 make it partial, partial again, then paid.
    await Promise.all(
      invoices.flatMap(({ documentId }) =>
        Array.from({ length: 3 }, () =>
          call("POST", "/api/payments", {
            data: { invoice: documentId, amount: 800, date: today, method: "virement" },
          }),
        ),
      ),
    );
    for (const { documentId } of invoices) {
      const statuses = (await journalOf(documentId))
        .filter((entry) => entry.action === "payment")
        .map((entry) => entry.changes.status)
        .filter(Boolean);
      expect(statuses).toEqual([
        ["unpaid", "partial"],
        ["partial", "paid"],
      ]);
    }
  });

  it("a payment deleted twice at once: deleted once, recorded once", async () => {
    const invoices = await Promise.all(
      Array.from({ length: PAIRS }, () => postInvoice(server, { client: clientId, items: LINES })),
    );
    const payments = await Promise.all(
      invoices.map(async ({ documentId }) => {
        const paid = await call("POST", "/api/payments", {
          data: { invoice: documentId, amount: 800, date: today, method: "virement" },
        });
        expect(paid.status, JSON.stringify(paid.body)).toBe(201);
        return paid.body.data.documentId as string;
      }),
    );
    await Promise.all(
      payments.flatMap((documentId) =>
        Array.from({ length: 2 }, () => outcome(server.strapi.documents(PAYMENT_UID).delete({ documentId }))),
      ),
    );
    for (const [index, { documentId }] of invoices.entries()) {
      expect(await server.strapi.db.query(PAYMENT_UID).findOne({ where: { documentId: payments[index] } })).toBeNull();
      const deletions = (await journalOf(documentId)).filter((entry) => entry.action === "payment-deleted");
      expect(deletions.map((entry) => entry.changes.status)).toEqual([["partial", "unpaid"]]);
    }
  });

  it("invoices and quotes made at once through the document service (the panel's path, a script's) each take the next number", async () => {
    const made = await Promise.all(
      Array.from({ length: 2 * PAIRS }, (_, index) =>
        index % 2
          ? server.strapi.documents("api::quote.quote").create({
              data: { client: clientId, items: LINES, issueDate: today, validUntil: today, status: "draft" } as any,
            })
          : server.strapi
              .documents(INVOICE_UID)
              .create({ data: invoiceRequest({ client: clientId, items: LINES }).data as any }),
      ),
    );
    for (const field of ["invoiceNumber", "quoteNumber"]) {
      const sequences = made
        .map((record) => (record as Record<string, unknown>)[field])
        .filter(Boolean)
        .map((number) => Number(String(number).split("-")[2]))
        .sort((a, b) => a - b);
      expect(sequences).toHaveLength(PAIRS);
      expect(sequences.at(-1)! - sequences[0]!).toBe(PAIRS - 1);
    }
  });

  it("an invoice marked paid 20 times at once takes one payment of its balance; the others say it is settled", async () => {
    const invoice = await postInvoice(server, { client: clientId, items: LINES });
    const answers = await Promise.all(
      Array.from({ length: 2 * PAIRS }, () => call("POST", `/api/invoices/${invoice.documentId}/mark-paid`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(PAYMENT_MESSAGES.nothingDue);
    }
    const payments = await server.strapi.db
      .query("api::payment.payment")
      .findMany({ where: { invoice: { documentId: invoice.documentId } }, select: ["id", "amount"] });
    expect(payments.map((payment: { amount: string | number }) => Number(payment.amount))).toEqual([2400]);
  });

  it("a draft quote mailed while it is edited: both go, one after the other (no deadlock), and it is sent", async () => {
    const quotes = await Promise.all(
      Array.from({ length: PAIRS }, async () => {
        const created = await call("POST", "/api/quotes", {
          data: { client: clientId, issueDate: today, validUntil: today, items: LINES },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.data as { documentId: string; quoteNumber: string };
      }),
    );
    const answers = await Promise.all(
      quotes.map(({ documentId, quoteNumber }, index) =>
        Promise.all([
          call("POST", `/api/quotes/${documentId}/send`, {
            to: `achats${index}@client.example.ma`,
            subject: `Devis ${quoteNumber}`,
            message: "Bonjour,",
          }),
          call("PUT", `/api/quotes/${documentId}`, { data: { notes: `Version ${index}` } }),
        ]),
      ),
    );
    for (const [index, [sent, edited]] of answers.entries()) {
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const stored = (await call("GET", `/api/quotes/${quotes[index]!.documentId}`)).body.data;
      expect(stored).toMatchObject({ status: "sent", notes: `Version ${index}` });
    }
  });

  it("two final statuses set at once on a quote or a delivery note: one is kept, the other refused", async () => {
    const invoice = await postInvoice(server, { client: clientId, items: LINES });
    const documents = await Promise.all(
      Array.from({ length: PAIRS }, async (_, index) => {
        const [path, data] =
          index % 2
            ? ["deliveries", { ...DELIVERY, invoice: invoice.documentId, issueDate: today, deliveryDate: today }]
            : ["quotes", { client: clientId, issueDate: today, validUntil: today, items: LINES }];
        const created = await call("POST", `/api/${path}`, { data });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const documentId = created.body.data.documentId as string;
        expect((await call("PUT", `/api/${path}/${documentId}`, { data: { status: "sent" } })).status).toBe(200);
        return { path, documentId };
      }),
    );
    const answers = await Promise.all(
      documents.map(({ path, documentId }) => {
        const finals = path === "quotes" ? ["accepted", "rejected"] : ["delivered", "cancelled"];
        return Promise.all(finals.map((status) => call("PUT", `/api/${path}/${documentId}`, { data: { status } })));
      }),
    );
    for (const [index, statuses] of answers.entries()) {
      const kept = statuses.filter((answer) => answer.status === 200);
      expect(kept, "a final status was overwritten by another").toHaveLength(1);
      const refused = statuses.find((answer) => answer.status !== 200)!;
      // 400 when the request read the first status already (the request's own check), 409 when it read "sent".
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.error.message).toMatch(/^Changement de statut refusé/);
      const { path, documentId } = documents[index]!;
      const stored = (await call("GET", `/api/${path}/${documentId}`)).body.data;
      expect(stored.status).toBe(kept[0]!.body.data.status);
    }
  });

  it("a retainer's schedule changed while the daily run invoices it: its next date follows the new schedule", async () => {
    const start = "2040-01-15";
    const schedule = (frequency: string) => ({
      client: clientId,
      items: LINES,
      frequency,
      startDate: start,
      autoIssue: true,
      autoSend: false,
      active: true,
    });
    const { made, retainers } = await runWhileEdited(start, schedule("monthly"), schedule("quarterly"));
    expect(made.map((entry) => entry.retainer).sort()).toEqual([...retainers].sort());
    for (const documentId of retainers) {
      const stored = (await call("GET", `/api/recurring-invoices/${documentId}`)).body.data;
      // January's invoice is made, so the next is April's: 15 February (the run's monthly step written over the
      // edit) would bill the quarter twice, 15 January (an edit that read the date before the run moved it) is stale.
      expect(stored).toMatchObject({ frequency: "quarterly", nextDate: "2040-04-15" });
    }
  });

  it("a retainer stopped while the daily run goes through the retainers: no invoice made after the stop", async () => {
    const start = "2041-03-10";
    const retainer = { client: clientId, items: LINES, frequency: "monthly", startDate: start, autoIssue: true };
    const run = await runWhileEdited(start, { ...retainer, active: true }, { ...retainer, active: false });
    const made = new Map(run.made.map((entry) => [entry.retainer, entry.invoice]));
    for (const documentId of run.retainers) {
      const stop = (await journalOf(documentId)).find((entry) => entry.action === "update" && entry.changes.active);
      const invoice = made.get(documentId);
      if (!invoice) continue;
      // The journal is in the order the writes committed: the invoice's making comes before the stop, or not at all.
      const [making] = (await server.strapi.db
        .query(AUDIT_UID)
        .findMany({ where: { recordId: invoice, action: "create" } })) as Array<{ id: number }>;
      expect(making!.id, "an invoice was made for a retainer already stopped").toBeLessThan(stop!.id);
    }
  });

  it("leaves a journal whose chain verifies after all of the above", async () => {
    const verification = await verifyJournal(server.strapi);
    expect(verification.count).toBeGreaterThan(100);
    expect(verification).toMatchObject({ ok: true, firstBrokenId: null });
  });
});
