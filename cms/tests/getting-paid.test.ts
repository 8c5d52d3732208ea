import { describe, expect, it } from "vitest";
import { addDaysToDay, todayInMorocco } from "@agency/shared";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { pdfPages } from "./harness/files";
import { attachmentUrl, inbox, mailIds, waitForMail } from "./harness/mail";
import { createClient, postInvoice } from "./harness/sales";

const server = cmsForThisFile({ prepare: ensureCompanySettings, env: { CRON_ENABLED: "false" } });
const { call } = server;

/** One untaxed line: the invoice's total is its price. */
const line = (unitPrice: number) => ({
  description: "Référencement mensuel",
  quantity: 1,
  unitPrice,
  discount: 0,
  taxRate: 0,
});

const retainer = async (fields: Record<string, unknown>) => {
  const created = await call("POST", "/api/recurring-invoices", {
    data: { items: [line(1500)], frequency: "monthly", autoIssue: true, autoSend: false, active: true, ...fields },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Record<string, any>;
};
const runRecurring = async (date: string) => {
  const answer = await call("POST", "/api/recurring-invoices/run", { date });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    created: Array<{ retainer: string; invoice: string; period: string; number: string | null; sent: boolean }>;
  };
};
const invoicesOf = async (client: string) =>
  (
    await call(
      "GET",
      `/api/invoices?filters[client][documentId][$eq]=${client}&sort=issueDate:asc&pagination[pageSize]=100`,
    )
  ).body.data as Array<Record<string, any>>;

describe("recurring invoices (retainers)", () => {
  it("makes a monthly retainer's invoices on the 31st, the last day of February, then the 31st again", async () => {
    const client = (await createClient(server, { name: "Retainer du 31" })).documentId;
    const created = await retainer({ client, startDate: "2031-01-31", notes: "Abonnement SEO" });
    expect(created).toMatchObject({ nextDate: "2031-01-31", totalAmount: 1500 });

    expect(await runRecurring("2031-01-30")).toMatchObject({ created: [] });
    for (const day of ["2031-01-31", "2031-02-28", "2031-03-31"]) {
      const run = await runRecurring(day);
      expect(run.created.filter((made) => made.retainer === created.documentId)).toHaveLength(1);
    }
    const invoices = await invoicesOf(client);
    expect(invoices.map((invoice) => [invoice.issueDate, invoice.state, invoice.dueDate])).toEqual([
      ["2031-01-31", "issued", "2031-03-02"],
      ["2031-02-28", "issued", "2031-03-30"],
      ["2031-03-31", "issued", "2031-04-30"],
    ]);
    expect(invoices.map((invoice) => invoice.invoiceNumber)).toEqual(["FA-31-0001", "FA-31-0002", "FA-31-0003"]);
    expect(invoices[1]!.notes).toBe("Abonnement SEO\n\nPériode : du 28/02/2031 au 30/03/2031.");
    expect(invoices.every((invoice) => Number(invoice.totalAmount) === 1500)).toBe(true);
    expect(invoices[0]).not.toHaveProperty("recurrenceKey");

    const after = (await call("GET", `/api/recurring-invoices/${created.documentId}`)).body.data;
    expect(after.nextDate).toBe("2031-04-30");
  });

  it("makes one invoice when the same day runs twice, and catches up a missed period once", async () => {
    const client = (await createClient(server, { name: "Retainer rejoué" })).documentId;
    const created = await retainer({ client, startDate: "2032-01-10", frequency: "quarterly", autoIssue: false });
    await runRecurring("2032-01-10");
    await runRecurring("2032-01-10");
    expect(await invoicesOf(client)).toHaveLength(1);
    // The server was off on 10 April: the run of 20 April makes April's invoice, dated that day, as a draft.
    const late = await runRecurring("2032-04-20");
    expect(late.created.filter((made) => made.retainer === created.documentId)).toMatchObject([
      { period: "2032-04-10", number: null, sent: false },
    ]);
    const invoices = await invoicesOf(client);
    expect(invoices.map((invoice) => [invoice.issueDate, invoice.state])).toEqual([
      ["2032-01-10", "draft"],
      ["2032-04-20", "draft"],
    ]);
    // Both periods' runs at once (two processes): still one invoice each.
    await Promise.all([runRecurring("2032-07-10"), runRecurring("2032-07-10")]);
    expect(await invoicesOf(client)).toHaveLength(3);
  });

  it("starts a retainer begun in the past at its first date from today, not with the periods billed by hand", async () => {
    const client = (await createClient(server, { name: "Retainer ancien" })).documentId;
    const today = todayInMorocco();
    const started = addDaysToDay(today, -400);
    const created = await retainer({ client, startDate: started, frequency: "monthly" });
    const day = Number(started.slice(8, 10));
    expect(created.nextDate >= today).toBe(true);
    expect(created.nextDate <= addDaysToDay(today, 31)).toBe(true);
    // Still the start's day of the month, or the last day of a shorter month.
    expect(Number(created.nextDate.slice(8, 10))).toBeLessThanOrEqual(day);
    expect(await runRecurring(addDaysToDay(created.nextDate, -1))).toMatchObject({
      created: expect.not.arrayContaining([expect.objectContaining({ retainer: created.documentId })]),
    });
  });

  it("makes nothing for an inactive retainer or after the end date", async () => {
    const client = (await createClient(server, { name: "Retainer arrêté" })).documentId;
    await retainer({ client, startDate: "2033-01-05", active: false });
    const ended = await retainer({ client, startDate: "2033-01-05", endDate: "2033-02-04" });
    await runRecurring("2033-01-05");
    await runRecurring("2033-02-05");
    await runRecurring("2033-03-05");
    const invoices = await invoicesOf(client);
    expect(invoices).toHaveLength(1);
    expect((await call("GET", `/api/recurring-invoices/${ended.documentId}`)).body.data.nextDate).toBe("2033-02-05");
  });

  it("mails the invoice with its PDF when the retainer says so", async () => {
    const email = "abonnement@retainer.example.ma";
    const client = (await createClient(server, { name: "Retainer envoyé", email })).documentId;
    const created = await retainer({ client, startDate: "2034-06-15", autoSend: true });
    const before = await mailIds();
    const run = await runRecurring("2034-06-15");
    // Earlier tests' retainers catch up on this day too: this retainer's invoice is the one to look at.
    const made = run.created.find((entry) => entry.retainer === created.documentId);
    expect(made).toMatchObject({ sent: true });
    const mail = await waitForMail(email, made!.number!, before);
    expect(mail.attachments?.map((file) => file.fileName)).toEqual([`${made!.number}.pdf`]);
    const pages = await pdfPages(Buffer.from(await (await fetch(attachmentUrl(mail, 0))).arrayBuffer()));
    expect(pages[0]).toContain(`N° ${made!.number}`);
    const journal = await call(
      "GET",
      `/api/audit-entries?filters[recordId][$eq]=${made!.invoice}&filters[action][$eq]=mail`,
    );
    expect(journal.body.data).toHaveLength(1);
  });

  it("refuses a retainer without lines or frequency, a bad run date, and a writer", async () => {
    const client = (await createClient(server, { name: "Retainer refusé" })).documentId;
    const bad = await call("POST", "/api/recurring-invoices", {
      data: { client, items: [], startDate: "2035-01-01", endDate: "2034-01-01" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(["frequency", "items"]);
    // The dates are compared once the fields are valid, as an invoice's are.
    const ended = await call("POST", "/api/recurring-invoices", {
      data: { client, items: [line(100)], frequency: "monthly", startDate: "2035-01-01", endDate: "2034-12-31" },
    });
    expect(ended.status).toBe(400);
    expect(ended.body.error.details.errors).toEqual({
      endDate: "La date de fin doit être postérieure à la date de début.",
    });
    expect((await call("POST", "/api/recurring-invoices/run", { date: "31/01/2031" })).status).toBe(400);
    expect((await call("POST", "/api/recurring-invoices/run", {}, server.writerToken)).status).toBe(403);
    expect((await call("GET", "/api/recurring-invoices", undefined, server.writerToken)).status).toBe(403);
    expect((await call("POST", "/api/reminders/run", {}, server.writerToken)).status).toBe(403);
  });
});

describe("reminders (relances)", () => {
  const email = "relances@retard.example.ma";
  const setReminders = (remindersEnabled: boolean, reminderDays = "7, 15, 30") =>
    call("PUT", "/api/company-setting", { data: { remindersEnabled, reminderDays } });
  const remind = async (date: string) => {
    const answer = await call("POST", "/api/reminders/run", { date });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      enabled: boolean;
      sent: Array<{ invoice: string; daysAfterDue: number }>;
      failed: Array<{ invoice: string; error: string }>;
    };
  };
  const sentFor = (run: Awaited<ReturnType<typeof remind>>, invoice: string) =>
    run.sent.filter((sent) => sent.invoice === invoice).map((sent) => sent.daysAfterDue);

  it("sends nothing while the settings leave reminders off", async () => {
    expect((await setReminders(false)).status).toBe(200);
    expect(await remind("2040-01-01")).toEqual({ date: "2040-01-01", enabled: false, sent: [], failed: [] });
  });

  it("refuses a malformed list of days", async () => {
    expect((await setReminders(true, "sept jours")).status).toBe(400);
  });

  it("reminds an unpaid invoice once per offset, never a paid one", async () => {
    expect((await setReminders(true, "7, 15, 30")).status).toBe(200);
    const client = (await createClient(server, { name: "Client en retard", email })).documentId;
    const unpaid = await postInvoice(server, { client, items: [line(900)] });
    const paid = await postInvoice(server, { client, items: [line(400)] });
    expect(
      (await call("POST", `/api/invoices/${paid.documentId}/mark-paid`, { data: { method: "virement" } })).status,
    ).toBe(200);
    const due = unpaid.dueDate as string;

    expect(sentFor(await remind(addDaysToDay(due, 6)), unpaid.documentId)).toEqual([]);
    const before = await mailIds();
    const first = await remind(addDaysToDay(due, 7));
    expect(sentFor(first, unpaid.documentId)).toEqual([7]);
    expect(sentFor(first, paid.documentId)).toEqual([]);
    const mail = await waitForMail(email, `Relance : facture ${unpaid.invoiceNumber}`, before);
    expect(mail.text).toContain("(il y a 7 jours), reste due pour un montant de 900,00 DH.");
    expect(mail.attachments?.map((file) => file.fileName)).toEqual([`${unpaid.invoiceNumber}.pdf`]);

    // The same day again, and the next day: nothing more.
    expect(sentFor(await remind(addDaysToDay(due, 7)), unpaid.documentId)).toEqual([]);
    expect(sentFor(await remind(addDaysToDay(due, 8)), unpaid.documentId)).toEqual([]);
    // A part paid meanwhile: the invoice is still owed. A late server on day 40 sends the 30-day reminder only.
    const payment = { invoice: unpaid.documentId, amount: 300, date: due, method: "cheque" };
    expect((await call("POST", "/api/payments", { data: payment })).status).toBe(201);
    expect(sentFor(await remind(addDaysToDay(due, 40)), unpaid.documentId)).toEqual([30]);
    expect(sentFor(await remind(addDaysToDay(due, 41)), unpaid.documentId)).toEqual([]);
    // The outbox's worker sends it just after the run; it says how late the invoice really is.
    const late = await waitForMail(email, `Relance : facture ${unpaid.invoiceNumber}`, new Set([...before, mail.id]));
    expect(late.text).toContain("(il y a 40 jours), reste due pour un montant de 600,00 DH.");
    // Its PDF says the same under the total: 900 − 300.
    const [page] = await pdfPages(Buffer.from(await (await fetch(attachmentUrl(late, 0))).arrayBuffer()));
    expect(page).toContain("Total TTC 900,00 DH Déjà réglé − 300,00 DH Reste à payer 600,00 DH");
    const reminders = (await inbox()).filter(
      (caught) => caught.subject.includes(`Relance : facture ${unpaid.invoiceNumber}`) && !before.has(caught.id),
    );
    expect(reminders).toHaveLength(2);
    expect((await inbox()).some((caught) => caught.subject.includes(`facture ${paid.invoiceNumber} `))).toBe(false);

    const journal = await call(
      "GET",
      `/api/audit-entries?filters[recordId][$eq]=${unpaid.documentId}&filters[action][$eq]=reminder&sort=id:asc`,
    );
    expect(journal.body.data.map((entry: any) => entry.changes.daysAfterDue)).toEqual([
      [null, 7],
      [null, 30],
    ]);
  });

  it("reminds once when 10 runs of the same day go at once (several processes, a retried job)", async () => {
    expect((await setReminders(true, "7")).status).toBe(200);
    const address = "relances-paralleles@retard.example.ma";
    const client = (await createClient(server, { name: "Client relancé en parallèle", email: address })).documentId;
    const unpaid = await postInvoice(server, { client, items: [line(700)] });
    const before = await mailIds();
    const runs = await Promise.all(Array.from({ length: 10 }, () => remind(addDaysToDay(unpaid.dueDate, 7))));
    expect(runs.flatMap((run) => sentFor(run, unpaid.documentId))).toEqual([7]);
    await waitForMail(address, `Relance : facture ${unpaid.invoiceNumber}`, before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const caught = (await inbox()).filter((mail) => mail.to.some((to) => to.address === address));
    expect(caught.filter((mail) => !before.has(mail.id))).toHaveLength(1);
    const journal = await call(
      "GET",
      `/api/audit-entries?filters[recordId][$eq]=${unpaid.documentId}&filters[action][$eq]=reminder`,
    );
    expect(journal.body.data).toHaveLength(1);
  });
});

/**
 * The database itself refuses the outbox's reminder mails while `refused` (a trigger on its table): what a full disk
 * or a lost connection does to the write, on either dialect.
 */
async function refuseReminderMails(refused: boolean): Promise<void> {
  const { connection, dialect } = server.strapi.db;
  const postgres = dialect.client === "postgres";
  if (!refused) {
    await connection.raw("DROP TRIGGER refuse_reminders" + (postgres ? " ON outbox_mails" : ""));
    if (postgres) await connection.raw("DROP FUNCTION refuse_reminders()");
    return;
  }
  if (postgres) {
    await connection.raw(`CREATE FUNCTION refuse_reminders() RETURNS trigger AS $$
      BEGIN IF NEW.about LIKE 'Relance%' THEN RAISE EXCEPTION 'boîte d''envoi indisponible'; END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql`);
    await connection.raw(
      "CREATE TRIGGER refuse_reminders BEFORE INSERT ON outbox_mails FOR EACH ROW EXECUTE FUNCTION refuse_reminders()",
    );
  } else {
    await connection.raw(`CREATE TRIGGER refuse_reminders BEFORE INSERT ON outbox_mails WHEN NEW.about LIKE 'Relance%'
      BEGIN SELECT RAISE(ABORT, 'boîte d''envoi indisponible'); END`);
  }
}

describe("a reminder the outbox refuses", () => {
  it("leaves no record and no journal entry, and goes at the next run", async () => {
    const email = "refus@retard.example.ma";
    expect(
      (await call("PUT", "/api/company-setting", { data: { remindersEnabled: true, reminderDays: "7" } })).status,
    ).toBe(200);
    const client = (await createClient(server, { name: "Client au rappel refusé", email })).documentId;
    const unpaid = await postInvoice(server, { client, items: [line(300)] });
    const due = unpaid.dueDate as string;
    const remind = async (date: string) => (await call("POST", "/api/reminders/run", { date })).body.data;

    await refuseReminderMails(true);
    try {
      const refused = await remind(addDaysToDay(due, 7));
      expect(refused.sent.map((sent: { invoice: string }) => sent.invoice)).not.toContain(unpaid.documentId);
      expect(refused.failed).toContainEqual(
        expect.objectContaining({ invoice: unpaid.documentId, error: expect.stringContaining("boîte d'envoi") }),
      );
    } finally {
      await refuseReminderMails(false);
    }
    const kept = { where: { invoiceDocumentId: unpaid.documentId } };
    expect(await server.strapi.db.query("api::reminder.reminder").count(kept)).toBe(0);
    const journal = await call(
      "GET",
      `/api/audit-entries?filters[recordId][$eq]=${unpaid.documentId}&filters[action][$eq]=reminder`,
    );
    expect(journal.body.data).toEqual([]);

    const before = await mailIds();
    const next = await remind(addDaysToDay(due, 8));
    expect(next.sent).toContainEqual(expect.objectContaining({ invoice: unpaid.documentId, daysAfterDue: 7 }));
    expect(next.failed).toEqual([]);
    await waitForMail(email, `Relance : facture ${unpaid.invoiceNumber}`, before);
    expect(await server.strapi.db.query("api::reminder.reminder").count(kept)).toBe(1);
  });
});

describe("the documents' mail template kept in settings", () => {
  const settings = (data: Record<string, unknown>) => call("PUT", "/api/company-setting", { data });

  it("fills the saved template in an invoice's proposed mail, and the default one once it is cleared", async () => {
    const client = (await createClient(server, { name: "Client modèle", email: "modele@client.example.ma" }))
      .documentId;
    const invoice = await postInvoice(server, { client, items: [line(2500)] });
    const saved = await settings({
      mailSubjectTemplate: " {type} n° {numero} ",
      mailMessageTemplate: "Chers {client},\n\n{document} {numero} : {montant}. {echeance}\n\n{societe}",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.mailSubjectTemplate).toBe("{type} n° {numero}");

    const draft = (await call("GET", `/api/invoices/${invoice.documentId}/mail-draft`)).body;
    const [year, month, day] = (invoice.dueDate as string).split("-");
    const company = (await call("GET", "/api/company-setting")).body.data.name;
    expect(draft).toEqual({
      to: "modele@client.example.ma",
      cc: [],
      subject: `Facture n° ${invoice.invoiceNumber}`,
      message: `Chers Client modèle,\n\nnotre facture ${invoice.invoiceNumber} : 2 500,00 DH. Elle est payable au plus tard le ${day}/${month}/${year}.\n\n${company}`,
    });

    expect((await settings({ mailSubjectTemplate: "", mailMessageTemplate: "  " })).status).toBe(200);
    const fallback = (await call("GET", `/api/invoices/${invoice.documentId}/mail-draft`)).body;
    expect(fallback.subject).toBe(`Facture ${invoice.invoiceNumber} — ${company}`);
    expect(fallback.message).toMatch(/^Bonjour,\n\nVeuillez trouver ci-joint notre facture /);
  });

  it("refuses an unknown variable and malformed days in French, and stores the days sorted", async () => {
    const refused = await settings({ mailMessageTemplate: "Bonjour {nom}" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors.mailMessageTemplate).toMatch(/^Variable inconnue : \{nom\}\. /);
    const days = await settings({ reminderDays: "jamais" });
    expect(days.status).toBe(400);
    expect(days.body.error.message).toBe(
      "Indiquez des nombres de jours séparés par des virgules, par exemple « 7, 15, 30 ».",
    );
    const sorted = await settings({ remindersEnabled: false, reminderDays: "30, 7; 15" });
    expect(sorted.body.data).toMatchObject({ remindersEnabled: false, reminderDays: "7, 15, 30" });
    // The "Général" tab's fields are checked by their own schema.
    expect((await settings({ email: "pas-une-adresse" })).status).toBe(400);
  });
});
