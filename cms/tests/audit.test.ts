import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDay, todayInMorocco } from "@agency/shared";
import { JOURNAL_READ_ONLY } from "../src/audit/record-changes";
import { ADMIN, WRITER } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { verifiedCode } from "./harness/codes";
import { createClient, invoiceRequest } from "./harness/sales";

const LINES = [{ description: "Refonte du site", quantity: 1, unitPrice: 10000, discount: 0, taxRate: 20 }];
const today = todayInMorocco();

const server = cmsForThisFile();
const { call } = server;
let clientId: string;

const historyOf = async (resource: string, recordId: string) =>
  (
    await call(
      "GET",
      `/api/audit-entries?filters[resource][$eq]=${resource}&filters[recordId][$eq]=${recordId}&sort=id:asc`,
    )
  ).body.data as Array<Record<string, any>>;
const entryCount = () => server.strapi.db.query("api::audit-entry.audit-entry").count();

beforeAll(async () => {
  clientId = (await createClient(server, { name: "Dar Ayour", type: "freelance" })).documentId;
});

describe("the audit journal", () => {
  it("tells an invoice's story: created, issued, paid, credited, each by its author with before and after", async () => {
    const draft = (
      await call("POST", "/api/invoices", invoiceRequest({ client: clientId, items: LINES, state: "draft" }))
    ).body.data;
    await call("PUT", `/api/invoices/${draft.documentId}`, { data: { notes: "Acompte de 30 % à la commande." } });
    const issued = (await call("POST", `/api/invoices/${draft.documentId}/issue`)).body.data;
    expect(
      (
        await call("POST", "/api/payments", {
          data: { invoice: draft.documentId, amount: 4000, date: today, method: "cheque", reference: "CHQ 1" },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call("POST", `/api/invoices/${draft.documentId}/credit-note`, { data: { reason: "Solde abandonné" } }))
        .status,
    ).toBe(201);

    const history = await historyOf("invoices", draft.documentId);
    expect(history.map((entry) => entry.action)).toEqual(["create", "update", "issue", "payment", "credit-note"]);
    expect(history.every((entry) => entry.user === ADMIN.email)).toBe(true);
    expect(history[1]!.changes.notes[1]).toBe("Acompte de 30 % à la commande.");
    expect(history[2]!.number).toBe(issued.invoiceNumber);
    expect(history[2]!.changes.invoiceNumber).toEqual([null, issued.invoiceNumber]);
    expect(history[3]!.changes).toMatchObject({
      amount: [null, 4000],
      method: [null, "cheque"],
      status: ["unpaid", "partial"],
    });
    expect(history[4]!.changes).toMatchObject({ state: ["issued", "cancelled"], reason: [null, "Solde abandonné"] });
    // What the credit note took off the rest to pay: its total less the 4,000 already paid.
    const { totalAmount, deductedAmount } = history[4]!.changes;
    expect(Number(deductedAmount[1])).toBe(Number(totalAmount[1]) - 4000);
  });

  it("records nothing of a write that was refused: the entry is in the same transaction", async () => {
    const invoice = (await call("POST", "/api/invoices", invoiceRequest({ client: clientId, items: LINES }))).body.data;
    const before = await entryCount();
    expect(
      (await call("PUT", `/api/invoices/${invoice.documentId}`, { data: { items: [{ ...LINES[0], unitPrice: 1 }] } }))
        .status,
    ).toBe(409);
    expect(
      (
        await call("POST", "/api/payments", {
          data: { invoice: invoice.documentId, amount: 999999, date: today, method: "virement" },
        })
      ).status,
    ).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  it("records clients, quotes, users and settings; a script or the panel as the system", async () => {
    await call("PUT", `/api/clients/${clientId}`, { data: { contactName: "Said Ayour" } });
    const clientHistory = await historyOf("clients", clientId);
    expect(clientHistory.at(-1)).toMatchObject({
      action: "update",
      number: "Dar Ayour",
      changes: { contactName: [null, "Said Ayour"] },
    });

    const quote = (
      await call("POST", "/api/quotes", {
        data: { client: clientId, issueDate: today, validUntil: today, items: LINES },
      })
    ).body.data;
    await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status: "sent" } });
    expect((await historyOf("quotes", quote.documentId)).map((entry) => entry.action)).toEqual(["create", "status"]);

    // A retainer has no number of its own: the journal names it by its client.
    const retainer = (
      await call("POST", "/api/recurring-invoices", {
        data: { client: clientId, items: LINES, frequency: "monthly", startDate: addDaysToDay(today, 1) },
      })
    ).body.data;
    expect((await historyOf("recurring-invoices", retainer.documentId)).map((entry) => entry.number)).toEqual([
      "Dar Ayour",
    ]);

    const user = (await call("GET", `/api/users?filters[email][$eq]=${WRITER.email}`)).body[0];
    await server.strapi.db
      .query("plugin::users-permissions.user")
      .update({ where: { id: user.id }, data: { blocked: true } });
    await server.strapi.db
      .query("plugin::users-permissions.user")
      .update({ where: { id: user.id }, data: { blocked: false } });
    const users = (
      await call("GET", `/api/audit-entries?filters[resource][$eq]=users&sort=id:desc&pagination[pageSize]=2`)
    ).body.data;
    expect(users.map((entry: any) => [entry.number, entry.changes.blocked, entry.user])).toEqual([
      [WRITER.email, [true, false], null],
      [WRITER.email, [false, true], null],
    ]);
  });

  it("deletes a staff account and writes its entry together: a journal that cannot write keeps the account", async () => {
    const users = server.strapi.db.query("plugin::users-permissions.user");
    const role = await server.strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type: "ecrivain" } });
    const leaving = await users.create({
      data: {
        username: "depart",
        email: "depart@agence.ma",
        password: "Au-revoir-2026",
        confirmed: true,
        role: role.id,
      },
    });
    const knex = server.strapi.db.connection;
    const postgres = server.strapi.db.dialect.client === "postgres";
    if (postgres) {
      await knex.raw(
        "CREATE FUNCTION journal_down() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'journal indisponible'; END $$ LANGUAGE plpgsql",
      );
    }
    await knex.raw(
      postgres
        ? "CREATE TRIGGER journal_down BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION journal_down()"
        : "CREATE TRIGGER journal_down BEFORE INSERT ON audit_entries BEGIN SELECT RAISE(ABORT, 'journal indisponible'); END",
    );
    try {
      await verifiedCode(server, { resource: "users", id: leaving.id });
      expect((await call("DELETE", `/api/users/${leaving.id}`)).status).toBe(500);
      expect(await users.findOne({ where: { id: leaving.id } })).not.toBeNull();
    } finally {
      await knex.raw(postgres ? "DROP TRIGGER journal_down ON audit_entries" : "DROP TRIGGER journal_down");
      if (postgres) await knex.raw("DROP FUNCTION journal_down()");
    }
    await verifiedCode(server, { resource: "users", id: leaving.id });
    expect((await call("DELETE", `/api/users/${leaving.id}`)).status).toBe(200);
    expect(await users.findOne({ where: { id: leaving.id } })).toBeNull();
    const [entry] = (
      await call("GET", "/api/audit-entries?filters[resource][$eq]=users&filters[action][$eq]=delete&sort=id:desc")
    ).body.data;
    expect(entry).toMatchObject({ number: "depart@agence.ma" });
  });

  it("verifies, and names the first entry altered in the database", async () => {
    const verified = await call("GET", "/api/audit-entries/verify");
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ ok: true, count: await entryCount(), firstBrokenId: null });

    const [victim] = await server.strapi.db
      .connection("audit_entries")
      .orderBy("id", "asc")
      .offset(2)
      .limit(1)
      .select("id", "changes");
    const changes = typeof victim.changes === "string" ? JSON.parse(victim.changes) : victim.changes;
    await server.strapi.db
      .connection("audit_entries")
      .where({ id: victim.id })
      .update({ changes: JSON.stringify({ ...changes, forged: [null, "oui"] }) });
    const broken = await call("GET", "/api/audit-entries/verify");
    expect(broken.body).toEqual({ ok: false, count: await entryCount(), firstBrokenId: victim.id });
    await server.strapi.db
      .connection("audit_entries")
      .where({ id: victim.id })
      .update({ changes: JSON.stringify(changes) });
    expect((await call("GET", "/api/audit-entries/verify")).body.ok).toBe(true);
  });

  it("is read-only on every path and hidden from writers", async () => {
    const [entry] = (await call("GET", "/api/audit-entries?pagination[pageSize]=1")).body.data;
    expect((await call("PUT", `/api/audit-entries/${entry.documentId}`, { data: { action: "x" } })).status).toBe(405);
    expect((await call("DELETE", `/api/audit-entries/${entry.documentId}`)).status).toBe(405);
    expect((await call("POST", "/api/audit-entries", { data: { action: "x" } })).status).toBe(405);
    const journal = server.strapi.documents("api::audit-entry.audit-entry");
    await expect(journal.delete({ documentId: entry.documentId })).rejects.toThrow(JOURNAL_READ_ONLY);
    await expect(journal.update({ documentId: entry.documentId, data: { action: "x" } as any })).rejects.toThrow(
      JOURNAL_READ_ONLY,
    );
    await expect(journal.create({ data: { action: "x" } as any })).rejects.toThrow(JOURNAL_READ_ONLY);
    expect((await call("GET", "/api/audit-entries", undefined, server.writerToken)).status).toBe(403);
    expect((await call("GET", "/api/audit-entries/verify", undefined, server.writerToken)).status).toBe(403);
  });
});
