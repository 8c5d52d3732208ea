import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, WRITER } from "./harness/accounts";
import { cmsForThisFile, type TestCms } from "./harness/cms";
import { requestCode } from "./harness/codes";
import { api, signIn } from "./harness/http";
import { createRecord, DELETE_PATHS, RESOURCES, type Resource } from "./harness/records";

const server = cmsForThisFile();
let adminId: number;

beforeAll(async () => {
  adminId = (await server.strapi.db.query("plugin::users-permissions.user").findOne({ where: { email: ADMIN.email } }))
    .id;
});
beforeEach(() => {
  server.strapi.service("api::one-time-code.one-time-code").now = () => new Date();
});

const codeFor = (resource: string, id: string | undefined) => requestCode(server, { resource, id });

const verify = (resource: string, id: string | undefined, otp: string, token = server.adminToken) =>
  api(server.url, "POST", "/api/delete-otp/verify", { token, body: { resource, id, otp } });

const remove = (resource: Resource, id: string, token = server.adminToken) =>
  api(server.url, "DELETE", `${DELETE_PATHS[resource]}/${id}`, { token });

/** Where each resource is stored: written here, not read from the table under test (src/auth/deletable-resources). */
const STORED_AS: Record<Resource, { uid: Parameters<TestCms["strapi"]["db"]["query"]>[0]; byId: boolean }> = {
  users: { uid: "plugin::users-permissions.user", byId: true },
  messages: { uid: "api::message.message", byId: false },
  articles: { uid: "api::article.article", byId: false },
  subscribers: { uid: "api::subscriber.subscriber", byId: false },
  clients: { uid: "api::client.client", byId: false },
  invoices: { uid: "api::invoice.invoice", byId: false },
  quotes: { uid: "api::quote.quote", byId: false },
  deliveries: { uid: "api::delivery.delivery", byId: false },
};

const exists = async (resource: Resource, id: string) => {
  const { uid, byId } = STORED_AS[resource];
  const where = byId ? { id: Number(id) } : { documentId: id };
  return Boolean(await server.strapi.db.query(uid).findOne({ where }));
};

describe("a DELETE needs a code verified for that very record", () => {
  it.each(RESOURCES)(
    "%s: refused without a code, with a code for another record; done once with the right one",
    async (resource) => {
      const target = await createRecord(server.strapi, resource);
      const other = await createRecord(server.strapi, resource);

      const bare = await remove(resource, target);
      expect(bare.status).toBe(403);
      expect(bare.body.error.message).toMatch(/Code de vérification requis/);

      const otherCode = await codeFor(resource, other);
      expect((await verify(resource, other, otherCode)).status).toBe(200);
      expect((await remove(resource, target)).status).toBe(403);
      expect(await exists(resource, target)).toBe(true);

      const code = await codeFor(resource, target);
      expect((await verify(resource, target, code)).status).toBe(200);
      expect((await remove(resource, target)).status).toBeLessThan(300);
      expect(await exists(resource, target)).toBe(false);

      // The code is used up: the same deletion again is refused before anything else.
      expect((await remove(resource, target)).status).toBe(403);
    },
  );

  it("refuses another user's verified code", async () => {
    const id = await createRecord(server.strapi, "messages");
    const code = await requestCode(
      server,
      { resource: "messages", id },
      { token: server.writerToken, email: WRITER.email },
    );
    expect((await verify("messages", id, code, server.writerToken)).status).toBe(200);
    expect((await remove("messages", id)).status).toBe(403);
    expect((await remove("messages", id, server.writerToken)).status).toBeLessThan(300);
  });
});

describe("code rules", () => {
  it("voids the code after 5 wrong tries", async () => {
    const id = await createRecord(server.strapi, "clients");
    const code = await codeFor("clients", id);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify("clients", id, wrong);
      expect(response.status).toBe(400);
    }
    const late = await verify("clients", id, code);
    expect(late.status).toBe(400);
    expect((await remove("clients", id)).status).toBe(403);
  });

  it("refuses an expired code (clock moved 11 minutes on)", async () => {
    const id = await createRecord(server.strapi, "invoices");
    const code = await codeFor("invoices", id);
    const service = server.strapi.service("api::one-time-code.one-time-code");
    service.now = () => new Date(Date.now() + 11 * 60 * 1000);
    const response = await verify("invoices", id, code);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/expiré/);
  });

  it("refuses a deletion more than 10 minutes after the verification", async () => {
    const id = await createRecord(server.strapi, "quotes");
    const code = await codeFor("quotes", id);
    expect((await verify("quotes", id, code)).status).toBe(200);
    server.strapi.service("api::one-time-code.one-time-code").now = () => new Date(Date.now() + 11 * 60 * 1000);
    expect((await remove("quotes", id)).status).toBe(403);
  });

  it("a new code voids the previous one", async () => {
    const id = await createRecord(server.strapi, "deliveries");
    const first = await codeFor("deliveries", id);
    const second = await codeFor("deliveries", id);
    if (first !== second) expect((await verify("deliveries", id, first)).status).toBe(400);
    expect((await verify("deliveries", id, second)).status).toBe(200);
  });

  it("leaves one pending code when 10 are asked for one record at once", async () => {
    const id = await createRecord(server.strapi, "deliveries");
    const asked = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(server.url, "POST", "/api/delete-otp/generate", {
          token: server.adminToken,
          body: { resource: "deliveries", id },
        }),
      ),
    );
    expect(asked.every((answer) => answer.status === 200)).toBe(true);
    const pending = await server.strapi.db
      .query("api::one-time-code.one-time-code")
      .count({ where: { resource: "deliveries", recordId: id, status: "pending" } });
    expect(pending).toBe(1);
  });

  it("never stores the code in clear", async () => {
    const id = await createRecord(server.strapi, "subscribers");
    const code = await codeFor("subscribers", id);
    const rows = await server.strapi.db.connection("one_time_codes").select("*");
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("answers 404 with the French message for a record that does not exist", async () => {
    const response = await api(server.url, "POST", "/api/delete-otp/generate", {
      token: server.adminToken,
      body: { resource: "messages", id: "missing" },
    });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe("Message non trouvé");
  });

  it("refuses to send a writer a code for an admin-only record", async () => {
    const id = await createRecord(server.strapi, "clients");
    const response = await api(server.url, "POST", "/api/delete-otp/generate", {
      token: server.writerToken,
      body: { resource: "clients", id },
    });
    expect(response.status).toBe(403);
  });
});

describe("users", () => {
  it("an admin cannot delete their own account, with or without a code", async () => {
    const generate = await api(server.url, "POST", "/api/delete-otp/generate", {
      token: server.adminToken,
      body: { resource: "users", id: adminId },
    });
    expect(generate.status).toBe(403);
    expect(generate.body.error.message).toBe("Vous ne pouvez pas supprimer votre propre compte");
    const response = await remove("users", String(adminId));
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe("Vous ne pouvez pas supprimer votre propre compte");
  });

  it("creating a user needs a verified code (resource users without an id); the new user can sign in", async () => {
    const newcomer = {
      name: "Salma Idrissi",
      email: "salma.idrissi@agence.ma",
      password: "Bienvenue2026!",
      role: "Écrivain",
    };
    const refused = await api(server.url, "POST", "/api/auth/register", { token: server.adminToken, body: newcomer });
    expect(refused.status).toBe(403);

    const code = await codeFor("users", undefined);
    expect((await verify("users", undefined, code)).status).toBe(200);
    const created = await api(server.url, "POST", "/api/auth/register", { token: server.adminToken, body: newcomer });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ name: newcomer.name, email: newcomer.email, role: "Écrivain" });
    await expect(signIn(server.url, newcomer)).resolves.toMatch(/\S/);
  });
});
