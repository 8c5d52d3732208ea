import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD_REFUSED, DEMO_SEED_REFUSED, refuseDemoPasswordsInProduction } from "../src/auth/demo-passwords";
import { DEMO_ACCOUNTS, DEMO_PANEL_ACCOUNT, ensurePanelAccount } from "../src/seed/accounts";
import { EDITOR_ROLE, ensureEditorRole } from "../src/panel/editor-role";
import { ensureSuperAdmin } from "../src/panel/super-admin";
import { cmsForThisFile } from "./harness/cms";
import { fileForm, PDF, PNG } from "./harness/files";
import { api } from "./harness/http";
import { createRecord } from "./harness/records";

const SUPER_ADMIN = { email: "technique@example.ma", password: "Technique-1234" };

const server = cmsForThisFile({
  firstStart: true,
  env: { STRAPI_SUPERADMIN_EMAIL: SUPER_ADMIN.email, STRAPI_SUPERADMIN_PASSWORD: SUPER_ADMIN.password },
  prepare: ensurePanelAccount,
});
let editorToken: string;

/** Signs in to Strapi's own panel (its admin API, not the back-office's). */
async function panelSignIn(email: string, password: string): Promise<string> {
  const answer = await api(server.url, "POST", "/admin/login", { body: { email, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token as string;
}

/** Uploads a file as `token` to the panel's media library (/upload) or the API's (/api/upload). */
const uploadTo = (path: string, token: string, name: string, bytes: Buffer, type: string) =>
  api(server.url, "POST", path, { token, body: fileForm(name, bytes, type) });

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const single = (uid: string) => `/content-manager/single-types/${uid}`;

beforeAll(async () => {
  editorToken = await panelSignIn(DEMO_PANEL_ACCOUNT.email, DEMO_PANEL_ACCOUNT.password);
});

describe("the content editors' account of Strapi's panel", () => {
  it("holds the editor role, not the Super Admin one, and a separate Super Admin exists from the environment", async () => {
    const editor = await server.strapi.service("admin::user").findOneByEmail(DEMO_PANEL_ACCOUNT.email, ["roles"]);
    expect(editor.roles.map((role: { code: string }) => role.code)).toEqual([EDITOR_ROLE.code]);
    const technical = await server.strapi.service("admin::user").findOneByEmail(SUPER_ADMIN.email, ["roles"]);
    expect(technical.roles.map((role: { code: string }) => role.code)).toEqual(["strapi-super-admin"]);
    const token = await panelSignIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect((await api(server.url, "GET", collection("api::invoice.invoice"), { token })).status).toBe(200);
  });

  it.each([
    collection("api::invoice.invoice"),
    collection("api::quote.quote"),
    collection("api::delivery.delivery"),
    collection("api::client.client"),
    collection("api::message.message"),
    collection("api::subscriber.subscriber"),
    collection("api::one-time-code.one-time-code"),
    collection("api::payment.payment"),
    collection("api::credit-note.credit-note"),
    collection("api::audit-entry.audit-entry"),
    collection("plugin::users-permissions.user"),
    collection("plugin::users-permissions.role"),
    single("api::company-setting.company-setting"),
    "/content-type-builder/content-types",
    "/admin/users",
    "/admin/roles",
    "/admin/webhooks",
    "/admin/api-tokens",
    "/users-permissions/roles",
  ])("is refused GET %s", async (path) => {
    const answer = await api(server.url, "GET", path, { token: editorToken });
    expect(answer.status).toBe(403);
  });

  it("cannot write an invoice, a client, a user or the settings either", async () => {
    const client = await createRecord(server.strapi, "clients");
    const attempts = [
      api(server.url, "POST", collection("api::invoice.invoice"), {
        token: editorToken,
        body: { invoiceNumber: "FA-99-0001" },
      }),
      api(server.url, "PUT", `${collection("api::client.client")}/${client}`, {
        token: editorToken,
        body: { name: "Volé" },
      }),
      api(server.url, "DELETE", `${collection("api::client.client")}/${client}`, { token: editorToken }),
      api(server.url, "PUT", single("api::company-setting.company-setting"), {
        token: editorToken,
        body: { name: "Volé" },
      }),
      api(server.url, "POST", "/admin/users", {
        token: editorToken,
        body: { email: "x@example.ma", firstname: "X", roles: [1] },
      }),
      api(server.url, "POST", collection("plugin::users-permissions.user"), {
        token: editorToken,
        body: { username: "x", email: "x@example.ma", password: "Secret1234!" },
      }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(403);
  });

  it("writes an article in French, English and Arabic", async () => {
    const created = await api(server.url, "POST", `${collection("api::article.article")}?locale=fr`, {
      token: editorToken,
      body: { title: "Article du panneau", content: "<p>Texte</p>", category: "marketing", status: "draft" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documentId as string;
    for (const [locale, title] of [
      ["en", "Panel article"],
      ["ar", "مقال من اللوحة"],
    ] as const) {
      const translated = await api(
        server.url,
        "PUT",
        `${collection("api::article.article")}/${documentId}?locale=${locale}`,
        {
          token: editorToken,
          body: { title, content: "<p>Text</p>", category: "marketing", status: "draft" },
        },
      );
      expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    }
    for (const locale of ["fr", "en", "ar"]) {
      const found = await server.strapi.documents("api::article.article").findOne({ documentId, locale });
      expect(found?.title).toBeTruthy();
    }
    const faq = await api(server.url, "GET", collection("api::faq.faq"), { token: editorToken });
    expect(faq.status).toBe(200);
  });

  it("uploads media and sees the site's media and its own, never a client's document", async () => {
    const mine = await uploadTo("/upload", editorToken, "bandeau.png", PNG, "image/png");
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const mineId = mine.body[0].id as number;

    const uploaded = await uploadTo("/api/upload", server.adminToken, "statuts.pdf", PDF, "application/pdf");
    const documentFile = uploaded.body[0].id as number;
    const client = await createRecord(server.strapi, "clients");
    await server.strapi
      .documents("api::client.client")
      .update({ documentId: client, data: { document: documentFile } as any });

    const cover = await uploadTo("/api/upload", server.adminToken, "couverture.png", PNG, "image/png");
    const coverFile = cover.body[0].id as number;
    await server.strapi.documents("api::article.article").create({
      locale: "fr",
      data: {
        title: "Avec image",
        content: "<p>x</p>",
        category: "design",
        status: "draft",
        coverImage: coverFile,
      } as any,
    });

    const listed = await api(server.url, "GET", "/upload/files?pageSize=100", { token: editorToken });
    expect(listed.status).toBe(200);
    const ids = (listed.body.results as Array<{ id: number }>).map((file) => file.id);
    expect(ids).toContain(mineId);
    expect(ids).toContain(coverFile);
    expect(ids).not.toContain(documentFile);
    expect((await api(server.url, "GET", `/upload/files/${documentFile}`, { token: editorToken })).status).toBe(403);

    const renamed = new FormData();
    renamed.append("fileInfo", JSON.stringify({ name: "remplace.pdf" }));
    const replace = await api(server.url, "POST", `/upload?id=${documentFile}`, { token: editorToken, body: renamed });
    expect(replace.status).toBe(403);
    const deleted = await api(server.url, "DELETE", `/upload/files/${mineId}`, { token: editorToken });
    expect(deleted.status).toBe(403);
    const bulk = await api(server.url, "POST", "/upload/actions/bulk-delete", {
      token: editorToken,
      body: { fileIds: [mineId], folderIds: [] },
    });
    expect(bulk.status).toBe(403);
    expect(await server.strapi.db.query("plugin::upload.file").count({ where: { id: mineId } })).toBe(1);
  });

  it("gets back exactly its permissions at the next start after a hand change in the panel", async () => {
    const role = await server.strapi.service("admin::role").findOne({ code: EDITOR_ROLE.code });
    const widened = await server.strapi.service("admin::permission").findMany({ where: { role: { id: role.id } } });
    await server.strapi.service("admin::role").addPermissions(role.id, [
      {
        action: "plugin::content-manager.explorer.read",
        subject: "api::invoice.invoice",
        properties: { fields: ["invoiceNumber"] },
        conditions: [],
      },
    ]);
    const token = await panelSignIn(DEMO_PANEL_ACCOUNT.email, DEMO_PANEL_ACCOUNT.password);
    expect((await api(server.url, "GET", collection("api::invoice.invoice"), { token })).status).toBe(200);

    await ensureEditorRole(server.strapi);
    const restored = await server.strapi.service("admin::permission").findMany({ where: { role: { id: role.id } } });
    expect(restored.length).toBe(widened.length);
    expect((await api(server.url, "GET", collection("api::invoice.invoice"), { token })).status).toBe(403);
  });

  it("turns an editor account an older seed made Super Admin back into an editor", async () => {
    const superAdmin = await server.strapi.service("admin::role").getSuperAdmin();
    const editor = await server.strapi.service("admin::user").findOneByEmail(DEMO_PANEL_ACCOUNT.email);
    await server.strapi.db.query("admin::user").update({ where: { id: editor.id }, data: { roles: [superAdmin.id] } });
    await ensurePanelAccount(server.strapi);
    const fixed = await server.strapi.service("admin::user").findOneByEmail(DEMO_PANEL_ACCOUNT.email, ["roles"]);
    expect(fixed.roles.map((role: { code: string }) => role.code)).toEqual([EDITOR_ROLE.code]);
  });
});

describe("a Super Admin made at first start", () => {
  it("takes its password from the environment, and is made only when none exists", async () => {
    const users = server.strapi.service("admin::user");
    const technical = await users.findOneByEmail(SUPER_ADMIN.email);
    await ensureSuperAdmin(server.strapi);
    expect((await users.findOneByEmail(SUPER_ADMIN.email)).id).toBe(technical.id);
    expect(await server.strapi.db.query("admin::user").count({ where: { email: "technique@agence.ma" } })).toBe(0);
  });
});

describe("the cms in production", () => {
  const withEnv = async (env: Record<string, string | undefined>, run: () => Promise<void>) => {
    const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
    try {
      await run();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  };

  it("refuses to start while a demo password works, with the demo seed or with a demo Super Admin password", async () => {
    await withEnv({ NODE_ENV: "production", SEED_DEMO_DATA: undefined }, async () => {
      await expect(refuseDemoPasswordsInProduction(server.strapi)).rejects.toThrow(DEMO_PASSWORD_REFUSED);
    });
    await withEnv({ NODE_ENV: "production", SEED_DEMO_DATA: "true" }, async () => {
      await expect(refuseDemoPasswordsInProduction(server.strapi)).rejects.toThrow(DEMO_SEED_REFUSED);
    });
    await withEnv({ NODE_ENV: "development" }, async () => {
      await expect(refuseDemoPasswordsInProduction(server.strapi)).resolves.toBeUndefined();
    });
  });

  it("starts once every demo password is changed, unless the Super Admin is given one", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await server.strapi.db
        .query("plugin::users-permissions.user")
        .findOne({ where: { email: account.email } });
      await server.strapi
        .plugin("users-permissions")
        .service("user")
        .edit(user.id, { password: `${account.password}-changé` });
    }
    const editor = await server.strapi.service("admin::user").findOneByEmail(DEMO_PANEL_ACCOUNT.email);
    await server.strapi.service("admin::user").updateById(editor.id, { password: "Autre-Mot-2passe" });

    await withEnv({ NODE_ENV: "production", SEED_DEMO_DATA: undefined }, async () => {
      await expect(refuseDemoPasswordsInProduction(server.strapi)).resolves.toBeUndefined();
    });
    await withEnv(
      { NODE_ENV: "production", SEED_DEMO_DATA: undefined, STRAPI_SUPERADMIN_PASSWORD: DEMO_PANEL_ACCOUNT.password },
      async () => {
        await expect(refuseDemoPasswordsInProduction(server.strapi)).rejects.toThrow(DEMO_PASSWORD_REFUSED);
      },
    );
  });
});
