import { describe, expect, it } from "vitest";
import { editVersionTag, STALE_EDIT_MESSAGE, STALE_SETTINGS_MESSAGE } from "@agency/shared";
import { ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";
import { clientFields, createClient, postInvoice } from "./harness/sales";

/*
 * Two people editing one record: a save carries the version its form was opened on (`If-Match`, the record's
 * updatedAt) and is refused, 412, once someone else saved in between, instead of overwriting that edit unseen.
 */
const AUDIT_UID = "api::audit-entry.audit-entry";
const LINES = [{ description: "Audit SEO", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 }];

const server = cmsForThisFile({ prepare: ensureCompanySettings, env: { CRON_ENABLED: "false" } });

/** A PUT as the admin, with the version the form was opened on when given. */
const save = (path: string, data: Record<string, unknown>, openedAt?: string) =>
  api(server.url, "PUT", path, {
    token: server.adminToken,
    body: { data },
    headers: openedAt === undefined ? {} : { "If-Match": editVersionTag(openedAt) },
  });
const journalCount = (recordId: string) => server.strapi.db.query(AUDIT_UID).count({ where: { recordId } });

describe("a save made on the version its form opened", () => {
  it("goes through while the client is unchanged, and is refused once someone else saved, the client left as they saved it", async () => {
    const client = await createClient(server, { name: "Atlas Digital" });
    const path = `/api/clients/${client.documentId}`;

    const first = await save(path, { name: "Atlas Digital SARL" }, client.updatedAt);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.updatedAt).not.toBe(client.updatedAt);

    const entries = await journalCount(client.documentId);
    const second = await save(path, { name: "Atlas Média", city: "Rabat" }, client.updatedAt);
    expect(second.status, JSON.stringify(second.body)).toBe(412);
    expect(second.body.error).toEqual({
      status: 412,
      name: "PreconditionFailedError",
      message: STALE_EDIT_MESSAGE,
      details: { reason: "stale" },
    });
    const stored = await server.call("GET", path);
    expect(stored.body.data.name).toBe("Atlas Digital SARL");
    expect(stored.body.data.updatedAt).toBe(first.body.data.updatedAt);
    expect(await journalCount(client.documentId)).toBe(entries);

    // Opened again on the version now stored, the same change goes through.
    const again = await save(path, { name: "Atlas Média" }, stored.body.data.updatedAt);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.name).toBe("Atlas Média");
  });

  it("leaves the saves that name no version as they were: last one wins", async () => {
    const client = await createClient(server, { name: "Souss Média" });
    const path = `/api/clients/${client.documentId}`;
    expect((await save(path, { address: "Agadir" }, client.updatedAt)).status).toBe(200);
    const unversioned = await save(path, { address: "Tiznit" });
    expect(unversioned.status, JSON.stringify(unversioned.body)).toBe(200);
    expect(unversioned.body.data.address).toBe("Tiznit");
  });

  it("refuses a version that is not one: a wildcard, a weak tag, a date that never was", async () => {
    const client = await createClient(server, { name: "Rif Conseil" });
    const path = `/api/clients/${client.documentId}`;
    for (const tag of ["*", `W/"${client.updatedAt}"`, '"2020-01-01T00:00:00.000Z"', "n'importe quoi"]) {
      const answer = await api(server.url, "PUT", path, {
        token: server.adminToken,
        body: { data: { address: "Nador" } },
        headers: { "If-Match": tag },
      });
      expect(answer.status, tag).toBe(412);
    }
    expect((await server.call("GET", path)).body.data.address).toBe(client.address);
  });

  it("of twenty saves sent at once on one version of a draft invoice, lets one through and refuses the others", async () => {
    const client = await createClient(server, { name: "Draa Events" });
    const draft = await postInvoice(server, { client: client.documentId, items: LINES, state: "draft" });
    const path = `/api/invoices/${draft.documentId}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => save(path, { notes: `Version ${index + 1}` }, draft.updatedAt)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(412)]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await server.call("GET", path);
    expect(stored.body.data.notes).toBe(winner.body.data.notes);
    expect(stored.body.data.updatedAt).toBe(winner.body.data.updatedAt);
  });

  it("guards the other forms' saves too: a writer's article and a retainer", async () => {
    const article = await api(server.url, "POST", "/api/articles", {
      token: server.writerToken,
      body: {
        data: {
          title: "Deux rédacteurs",
          content: "<p>Un article assez long pour passer la longueur minimale des contenus publiés ici.</p>",
          category: "design",
          status: "draft",
        },
      },
    });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    const client = await createClient(server, { name: "Dar Ayour" });
    const retainerData = { client: client.documentId, items: LINES, frequency: "monthly", startDate: "2027-01-05" };
    const retainer = await server.call("POST", "/api/recurring-invoices", { data: retainerData });
    expect(retainer.status, JSON.stringify(retainer.body)).toBe(201);

    for (const [path, data, token] of [
      [`/api/articles/${article.body.data.documentId}`, { title: "Deux rédactrices" }, server.writerToken],
      [
        `/api/recurring-invoices/${retainer.body.data.documentId}`,
        { ...retainerData, notes: "Forfait revu" },
        server.adminToken,
      ],
    ] as const) {
      const { updatedAt } = path.includes("articles") ? article.body.data : retainer.body.data;
      const saved = (openedAt: string) =>
        api(server.url, "PUT", path, { token, body: { data }, headers: { "If-Match": editVersionTag(openedAt) } });
      expect((await saved(updatedAt)).status, path).toBe(200);
      expect((await saved(updatedAt)).status, path).toBe(412);
    }
  });

  it("guards the company's settings, a single type: a tab saved on an old version is refused, the other's save kept", async () => {
    const path = "/api/company-setting";
    const opened = await server.call("GET", path);
    expect(opened.status).toBe(200);
    const openedAt = opened.body.data.updatedAt as string;

    const general = await save(path, { name: "Agence Horizon SARL" }, openedAt);
    expect(general.status, JSON.stringify(general.body)).toBe(200);
    const billing = await save(path, { rib: "" }, openedAt);
    expect(billing.status, JSON.stringify(billing.body)).toBe(412);
    expect(billing.body.error.message).toBe(STALE_SETTINGS_MESSAGE);
    const stored = (await server.call("GET", path)).body.data;
    expect(stored).toMatchObject({ name: "Agence Horizon SARL", updatedAt: general.body.data.updatedAt });

    // On the version the first save answered, the next one goes through; without a version, as before.
    expect((await save(path, { rib: "" }, general.body.data.updatedAt)).status).toBe(200);
    expect((await save(path, { name: opened.body.data.name })).status).toBe(200);
  });

  it("reads the header only where a record is saved over: a creation goes through whatever it says", async () => {
    const created = await api(server.url, "POST", "/api/clients", {
      token: server.adminToken,
      body: { data: clientFields({ name: "Atlas Voyages" }) },
      headers: { "If-Match": '"2020-01-01T00:00:00.000Z"' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});
