import { ROLE_WRITER } from "@agency/shared";
import { describe, expect, it } from "vitest";
import { ADDRESS_TAKEN, USERNAME_TAKEN } from "../src/auth/one-address";
import { addStaffAccount } from "../src/seed/accounts";
import { RESET_SEND_ANSWER } from "../src/api/one-time-code/controllers/password-reset";
import { ADMIN } from "./harness/accounts";
import { cmsForThisFile } from "./harness/cms";
import { requestCode, verifiedCode } from "./harness/codes";
import { api, signIn } from "./harness/http";
import { codeIn, inbox, mailIds, waitForMail } from "./harness/mail";
import { invoiceRequest } from "./harness/sales";

const SITE_SECRET = "secret-partage-site-cms-securite";
const server = cmsForThisFile({ env: { RATE_LIMIT_SCALE: "20", SITE_PROXY_SECRET: SITE_SECRET } });

let sequence = 0;
/** A writer account of its own for each test, answered with its id. */
async function newWriter(password = "Ancien1234!"): Promise<{ id: number; email: string; password: string }> {
  const email = `securite${++sequence}@agence.ma`;
  const user = await addStaffAccount(server.strapi, { name: `Compte ${sequence}`, email, password, role: ROLE_WRITER });
  return { id: user.id, email, password };
}

/** A POST as the public site relays it for one of its visitors. */
const viaSite = (path: string, body: unknown, visitor: string) =>
  api(server.url, "POST", path, { body, headers: { "X-Site-Secret": SITE_SECRET, "X-Visitor-Ip": visitor } });

const me = async (token: string) => (await api(server.url, "GET", "/api/users/me", { token })).status;

describe("an admin changing another account's password, e-mail or role", () => {
  it("needs a verified code; the change ends every session of that account", async () => {
    const user = await newWriter();
    const session = await signIn(server.url, user);

    const refused = await api(server.url, "PUT", `/api/users/${user.id}`, {
      token: server.adminToken,
      body: { password: "Pirate1234!" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/Code de vérification requis/);
    expect(await me(session)).toBe(200);

    await verifiedCode(server, { resource: "users", id: String(user.id), action: "update" });
    const changed = await api(server.url, "PUT", `/api/users/${user.id}`, {
      token: server.adminToken,
      body: { password: "Nouveau1234!" },
    });
    expect(changed.status).toBe(200);
    expect(await me(session)).toBe(401);
    // The new password opens a new session.
    expect(await me(await signIn(server.url, { email: user.email, password: "Nouveau1234!" }))).toBe(200);

    // The code was used up.
    const again = await api(server.url, "PUT", `/api/users/${user.id}`, {
      token: server.adminToken,
      body: { password: "Encore1234!" },
    });
    expect(again.status).toBe(403);
  });

  it("the e-mail and the role need a code too; a name does not", async () => {
    const user = await newWriter();
    const adminRole = await server.strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type: "admin" } });
    expect(
      (
        await api(server.url, "PUT", `/api/users/${user.id}`, {
          token: server.adminToken,
          body: { email: `autre${user.id}@agence.ma` },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(server.url, "PUT", `/api/users/${user.id}`, {
          token: server.adminToken,
          body: { role: adminRole.id },
        })
      ).status,
    ).toBe(403);
    const stored = await server.strapi.db
      .query("plugin::users-permissions.user")
      .findOne({ where: { id: user.id }, populate: ["role"] });
    expect(stored.email).toBe(user.email);
    expect(stored.role.type).toBe("ecrivain");

    const renamed = await api(server.url, "PUT", `/api/users/${user.id}`, {
      token: server.adminToken,
      body: { name: "Nouveau nom", email: user.email },
    });
    expect(renamed.status).toBe(200);
  });
});

describe("an account demoted while it saves itself", () => {
  it("stays demoted: its save, read before the demotion, does not write its role back", async () => {
    const roles = server.strapi.db.query("plugin::users-permissions.role");
    const [adminRole, writerRole] = [
      await roles.findOne({ where: { type: "admin" } }),
      await roles.findOne({ where: { type: "ecrivain" } }),
    ];
    const accounts = [];
    for (let index = 0; index < 10; index += 1) {
      const user = await newWriter();
      await server.strapi.db
        .query("plugin::users-permissions.user")
        .update({ where: { id: user.id }, data: { role: adminRole.id } });
      await verifiedCode(server, { resource: "users", id: String(user.id), action: "update" });
      accounts.push({ ...user, token: await signIn(server.url, user) });
    }
    // All at once: role changes of ten accounts meet too (Strapi reorders every link of a role when one changes, and
    // two at once deadlocked on PostgreSQL, one answering 500, before they took turns: see auth/last-admin).
    const answers = await Promise.all(
      accounts.map((account) =>
        Promise.all([
          api(server.url, "PUT", `/api/users/${account.id}`, {
            token: server.adminToken,
            body: { role: writerRole.id },
          }),
          api(server.url, "PUT", `/api/users/${account.id}`, {
            token: account.token,
            body: { name: "Mon nom", email: account.email, role: adminRole.id },
          }),
        ]),
      ),
    );
    for (const [demotion] of answers) expect(demotion.status, JSON.stringify(demotion.body)).toBe(200);
    for (const account of accounts) {
      const stored = await server.strapi.db
        .query("plugin::users-permissions.user")
        .findOne({ where: { id: account.id }, populate: ["role"] });
      expect(stored.role.type, "a demoted account wrote its admin role back").toBe("ecrivain");
    }
  });
});

describe("the end of sessions at a password change", () => {
  it("is exact to the millisecond: a token of the same second is refused, the fresh one works", async () => {
    const user = await newWriter();
    // Signed in and changed within the same second on purpose (no wait between them).
    const old = await signIn(server.url, user);
    const changed = await api(server.url, "POST", "/api/auth/update-password", {
      token: old,
      body: { currentPassword: user.password, newPassword: "Nouveau1234!" },
    });
    expect(changed.status).toBe(200);
    expect(await me(old)).toBe(401);
    expect(await me(changed.body.jwt)).toBe(200);
  });

  it("holds for a change written by the document service (as Strapi’s panel does)", async () => {
    const user = await newWriter();
    const session = await signIn(server.url, user);
    const row = await server.strapi.db.query("plugin::users-permissions.user").findOne({ where: { id: user.id } });
    await server.strapi
      .documents("plugin::users-permissions.user")
      .update({ documentId: row.documentId, data: { password: "Panneau1234!" } as any });
    expect(await me(session)).toBe(401);
  });
});

describe("password-reset mails", () => {
  it("reach one inbox at most 3 times in 15 minutes, whoever asks, with the same answer every time", async () => {
    const user = await newWriter();
    const before = await mailIds();
    for (let i = 0; i < 8; i += 1) {
      const response = await viaSite("/api/otp/send", { email: user.email }, `41.250.${i}.7`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(RESET_SEND_ANSWER);
    }
    await waitForMail(user.email, "mot de passe", before);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const received = (await inbox()).filter(
      (mail) => !before.has(mail.id) && mail.to.some((to) => to.address === user.email),
    );
    expect(received).toHaveLength(3);
  });

  it("holds under concurrent requests", async () => {
    const user = await newWriter();
    const before = await mailIds();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => viaSite("/api/otp/send", { email: user.email }, `41.251.${i}.7`)),
    );
    await waitForMail(user.email, "mot de passe", before);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = (await inbox()).filter(
      (mail) => !before.has(mail.id) && mail.to.some((to) => to.address === user.email),
    );
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received.length).toBeLessThanOrEqual(3);
  });
});

describe("the 5 tries of a code", () => {
  const codeRow = (where: Record<string, unknown>) =>
    server.strapi.db.query("api::one-time-code.one-time-code").findOne({ where, orderBy: { id: "desc" } });

  it("are 5 evaluations at most, even for 30 concurrent wrong guesses", async () => {
    const user = await newWriter();
    const code = await requestCode(server, { resource: "users", id: user.id });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api(server.url, "POST", "/api/delete-otp/verify", {
          token: server.adminToken,
          body: { resource: "users", id: user.id, otp: wrong },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const row = await codeRow({ recordId: String(user.id), purpose: "deletion" });
    expect(row.attempts).toBe(5);
    expect(row.status).toBe("void");

    const late = await api(server.url, "POST", "/api/delete-otp/verify", {
      token: server.adminToken,
      body: { resource: "users", id: user.id, otp: code },
    });
    expect(late.status).toBe(400);
  });

  it("of a reset code are 5 evaluations at most too", async () => {
    const user = await newWriter();
    const before = await mailIds();
    await api(server.url, "POST", "/api/otp/send", { body: { email: user.email } });
    const code = codeIn(await waitForMail(user.email, "mot de passe", before));
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        viaSite("/api/otp/verify", { email: user.email, otp: wrong }, `41.252.${i}.7`),
      ),
    );
    const row = await codeRow({ userId: user.id, purpose: "password-reset" });
    expect(row.attempts).toBe(5);
    expect(row.status).toBe("void");
  });
});

describe("checking a reset code for an unknown address", () => {
  /**
   * The kinds of SQL statement (select, update...) a call makes on accounts and codes, in order. Other tables are left
   * out: the outbox worker may still be marking the code's mail sent while the call runs.
   */
  async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
    const kinds: string[] = [];
    const listener = (query: { sql: string }) => {
      if (/\b(up_users|one_time_codes)\b/.test(query.sql)) kinds.push(query.sql.trim().split(/\s+/)[0]!.toLowerCase());
    };
    const knex = server.strapi.db.connection;
    knex.on("query", listener);
    try {
      await call();
    } finally {
      knex.removeListener("query", listener);
    }
    return kinds;
  }

  it("does the same work as for an address with a pending code", async () => {
    const user = await newWriter();
    const before = await mailIds();
    await api(server.url, "POST", "/api/otp/send", { body: { email: user.email } });
    await waitForMail(user.email, "mot de passe", before);
    const guess = (email: string) => () =>
      api(server.url, "POST", "/api/otp/verify", { body: { email, otp: "000000" } });

    // The first unknown address may create the decoy row once; measure the second.
    await guess("premier.inconnu@agence.ma")();
    const known = await statementsOf(guess(user.email));
    const unknown = await statementsOf(guess("inconnu@agence.ma"));
    expect(unknown).toEqual(known);
    expect(known.filter((kind) => kind === "update").length).toBeGreaterThanOrEqual(1);
  });
});

describe("limits on what the API accepts", () => {
  it("refuses an invoice of 201 lines at once, with the French message", async () => {
    const client = await server.strapi.documents("api::client.client").create({
      data: {
        name: "Client des lignes",
        type: "individual",
        email: "lignes@example.ma",
        phone: "0612345678",
        address: "1 rue de Fès",
      } as any,
    });
    const line = { description: "Heure de conseil", quantity: 1, unitPrice: 500, discount: 0, taxRate: 20 };
    const invoice = (count: number) =>
      invoiceRequest({ client: client.documentId, items: Array.from({ length: count }, () => line) });
    // Refused before anything is written of an invoice: no row, no line, no journal entry (other work, such as the
    // outbox worker or the webhook of the client just created, may run meanwhile).
    const statements: string[] = [];
    const listener = (query: { sql: string }) => statements.push(query.sql);
    const knex = server.strapi.db.connection;
    knex.on("query", listener);
    const refused = await api(server.url, "POST", "/api/invoices", {
      token: server.adminToken,
      body: invoice(201),
    }).finally(() => knex.removeListener("query", listener));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("Un document ne peut pas dépasser 200 lignes.");
    const written = statements.filter((sql) =>
      /^\s*(insert|update|delete)\b[^]*\b(invoices\w*|components_sales_\w+|audit_entries|idempotency_keys)\b/i.test(
        sql,
      ),
    );
    expect(written).toEqual([]);
    expect(
      (await api(server.url, "POST", "/api/invoices", { token: server.adminToken, body: invoice(10_000) })).status,
    ).toBe(400);
    expect(
      (await api(server.url, "POST", "/api/invoices", { token: server.adminToken, body: invoice(200) })).status,
    ).toBe(201);
  });

  it("every text field of every content type has a maximum length, every repeatable list a maximum count", () => {
    const unbounded: string[] = [];
    const models = [
      ...Object.values(server.strapi.contentTypes).filter(
        (model: any) => model.uid.startsWith("api::") || model.uid === "plugin::users-permissions.user",
      ),
      ...Object.values(server.strapi.components),
    ] as Array<{ uid: string; attributes: Record<string, any> }>;
    for (const model of models) {
      for (const [name, attribute] of Object.entries(model.attributes)) {
        // Strapi's own `locale` is checked against the configured locales.
        if (name === "locale") continue;
        if (["string", "text", "email", "richtext"].includes(attribute.type) && attribute.maxLength === undefined) {
          unbounded.push(`${model.uid}.${name}`);
        }
        if (attribute.type === "component" && attribute.repeatable && attribute.max === undefined)
          unbounded.push(`${model.uid}.${name}[]`);
      }
    }
    expect(unbounded, unbounded.join(", ")).toEqual([]);
  });
});

describe("the last admin", () => {
  const users = () => server.strapi.db.query("plugin::users-permissions.user");

  it("stays when the two last admins demote each other at once (5 pairs), and the demo admin comes back", async () => {
    const roles = server.strapi.db.query("plugin::users-permissions.role");
    const writerRole = await roles.findOne({ where: { type: "ecrivain" } });
    const set = new Set<number>();
    try {
      for (let pair = 0; pair < 5; pair += 1) {
        const [first, second] = await Promise.all([newWriter(), newWriter()]);
        for (const user of [first!, second!]) set.add(user.id);
        const adminRole = await roles.findOne({ where: { type: "admin" } });
        for (const user of [first!, second!])
          await users().update({ where: { id: user.id }, data: { role: adminRole.id } });
        // Only these two are active admins: every other admin is blocked for the while.
        const others = await users().findMany({
          where: { id: { $notIn: [first!.id, second!.id] }, role: { type: "admin" } },
          select: ["id"],
        });
        await users().updateMany({
          where: { id: { $in: others.map((other: { id: number }) => other.id) } },
          data: { blocked: true },
        });
        const tokens = [await signIn(server.url, first!), await signIn(server.url, second!)];
        const demote = async (token: string, email: string, id: number) => {
          const request = { resource: "users", id: String(id), action: "update" as const };
          const otp = await requestCode(server, request, { token, email });
          const verified = await api(server.url, "POST", "/api/delete-otp/verify", {
            token,
            body: { ...request, otp },
          });
          expect(verified.status).toBe(200);
          return () => api(server.url, "PUT", `/api/users/${id}`, { token, body: { role: writerRole.id } });
        };
        const moves = [
          await demote(tokens[0]!, first!.email, second!.id),
          await demote(tokens[1]!, second!.email, first!.id),
        ];
        const answers = await Promise.all(moves.map((move) => move()));
        const admins = await users().count({
          where: { id: { $in: [first!.id, second!.id] }, role: { type: "admin" } },
        });
        expect(admins, "the two last admins demoted each other").toBe(1);
        const refused = answers.find((answer) => answer.status !== 200)!;
        expect([401, 403, 409]).toContain(refused.status);
      }
      // The last one's save in Strapi's panel names its role and block unchanged, in the panel's shapes: kept. Its
      // block is refused.
      const last = await users().findOne({ where: { role: { type: "admin" }, blocked: false } });
      const accounts = server.strapi.documents("plugin::users-permissions.user");
      const panelSave = { name: "Dernier admin", role: { connect: [], disconnect: [] }, blocked: false };
      await accounts.update({ documentId: last.documentId, data: panelSave as never });
      expect((await users().findOne({ where: { id: last.id } })).name).toBe("Dernier admin");
      await expect(accounts.update({ documentId: last.documentId, data: { blocked: true } as never })).rejects.toThrow(
        "Il doit rester au moins un administrateur actif",
      );
      expect((await users().findOne({ where: { id: last.id } })).blocked).toBe(false);
    } finally {
      await users().updateMany({ where: { id: { $notIn: [...set] } }, data: { blocked: false } });
    }
    expect(await signIn(server.url, ADMIN)).toEqual(expect.any(String));
  });
});

describe("one account per e-mail address", () => {
  const users = () => server.strapi.db.query("plugin::users-permissions.user");
  const newcomer = (email: string) => ({
    name: "Nouvelle recrue",
    email,
    password: "Bienvenue2026!",
    role: "Écrivain",
  });
  /** Two admins (the seeded one and a colleague made admin), each with a verified code to add accounts. */
  const twoAdminsWithCodes = async () => {
    const colleague = await newWriter();
    const adminRole = await server.strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type: "admin" } });
    await users().update({ where: { id: colleague.id }, data: { role: adminRole.id } });
    const admins = [
      { token: server.adminToken, email: ADMIN.email },
      { token: await signIn(server.url, colleague), email: colleague.email },
    ];
    for (const asker of admins) {
      const otp = await requestCode(server, { resource: "users" }, asker);
      const verified = await api(server.url, "POST", "/api/delete-otp/verify", {
        token: asker.token,
        body: { resource: "users", otp },
      });
      expect(verified.status).toBe(200);
    }
    return admins;
  };

  it("two admins adding the same newcomer at once (one typed in capitals) make one account; the other is told why", async () => {
    const admins = await twoAdminsWithCodes();
    const answers = await Promise.all(
      ["recrue@agence.ma", "Recrue@Agence.MA"].map((email, index) =>
        api(server.url, "POST", "/api/auth/register", { token: admins[index]!.token, body: newcomer(email) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.error.message).toBe(ADDRESS_TAKEN);
    expect(await users().count({ where: { email: "recrue@agence.ma" } })).toBe(1);
  });

  it("two accounts made at once through users-permissions' own route with one username: one is made, in French", async () => {
    const admins = await twoAdminsWithCodes();
    const writerRole = await server.strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type: "ecrivain" } });
    const answers = await Promise.all(
      ["identifiant.un@agence.ma", "identifiant.deux@agence.ma"].map((email, index) =>
        api(server.url, "POST", "/api/users", {
          token: admins[index]!.token,
          body: { ...newcomer(email), username: "meme-identifiant", role: writerRole.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.error.message).toBe(USERNAME_TAKEN);
    expect(await users().count({ where: { username: "meme-identifiant" } })).toBe(1);
  });

  it("an account given another's address is refused in French, through the API and through Strapi's panel", async () => {
    const [first, second] = [await newWriter(), await newWriter()];
    await verifiedCode(server, { resource: "users", id: String(second.id), action: "update" });
    const moved = await api(server.url, "PUT", `/api/users/${second.id}`, {
      token: server.adminToken,
      body: { email: first.email.toUpperCase() },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe(ADDRESS_TAKEN);
    const accounts = server.strapi.documents("plugin::users-permissions.user");
    const stored = await users().findOne({ where: { id: second.id }, select: ["documentId"] });
    await expect(
      accounts.update({ documentId: stored.documentId, data: { email: first.email } as never }),
    ).rejects.toThrow(ADDRESS_TAKEN);
    // Its own address, saved again, is no change.
    await accounts.update({
      documentId: stored.documentId,
      data: { email: second.email, name: "Même adresse" } as never,
    });
    expect(await users().findOne({ where: { id: second.id } })).toMatchObject({
      email: second.email,
      name: "Même adresse",
    });
  });
});
