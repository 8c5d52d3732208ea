import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FILE_TYPE_REFUSED, IMAGE_REQUIRED } from "@agency/shared";
import { cmsForThisFile } from "./harness/cms";
import { verifiedCode } from "./harness/codes";
import { fileForm, PDF, PNG } from "./harness/files";
import { api } from "./harness/http";
import { createRecord } from "./harness/records";

const server = cmsForThisFile({ env: { RATE_LIMIT_SCALE: "10" } });

const HTML = Buffer.from('<!DOCTYPE html><html><body><script>document.title="pwned"</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');

const uploadsDir = path.resolve(__dirname, "..", "public", "uploads");

const upload = (
  token: string,
  name: string,
  bytes: Buffer,
  type: string,
  options: { id?: number; fields?: Record<string, string> } = {},
) =>
  api(server.url, "POST", `/api/upload${options.id === undefined ? "" : `?id=${options.id}`}`, {
    token,
    body: fileForm(name, bytes, type, options.fields),
  });

async function rename(token: string, id: number, name: string) {
  const form = new FormData();
  form.append("fileInfo", JSON.stringify({ name }));
  return (await api(server.url, "POST", `/api/upload?id=${id}`, { token, body: form })).status;
}

const uploadedId = (answer: { status: number; body: any }): number => {
  expect(answer.status).toBe(201);
  return answer.body[0].id as number;
};

/** Puts a file on a new client as its company document, as an admin does. */
async function onAClient(fileId: number) {
  const clientId = await createRecord(server.strapi, "clients");
  const attached = await api(server.url, "PUT", `/api/clients/${clientId}`, {
    token: server.adminToken,
    body: { data: { document: fileId } },
  });
  expect(attached.status).toBe(200);
}

describe("what an upload may be", () => {
  it.each([
    ["page.html", HTML, "text/html"],
    ["logo.svg", SVG, "image/svg+xml"],
    ["app.js", Buffer.from('fetch("/api/users")'), "text/javascript"],
    ["photo.png", HTML, "image/png"],
    ["dessin.svg", SVG, "image/png"],
  ])("refuses %s (%s) by its content", async (name, bytes, type) => {
    const answer = await upload(server.writerToken, name, bytes, type);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(FILE_TYPE_REFUSED);
  });

  it("refuses a name that contradicts the content", async () => {
    expect((await upload(server.writerToken, "photo.html", PNG, "text/html")).status).toBe(400);
  });

  it("takes a real image, stored under the extension of its content", async () => {
    const answer = await upload(server.writerToken, "photo.jpg", PNG, "image/jpeg");
    expect(answer.status).toBe(201);
    expect(answer.body[0].mime).toBe("image/png");
    expect(answer.body[0].ext).toBe(".png");
    expect(answer.body[0].url).toMatch(/\.png$/);
  });
});

describe("how /uploads/ is served", () => {
  it("images inline, never sniffed, sandboxed", async () => {
    const answer = await upload(server.adminToken, "pixel.png", PNG, "image/png");
    const response = await fetch(`${server.url}${answer.body[0].url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("content-disposition")).toBeNull();
  });

  it("anything else (a file left on disk by an older version) as a sandboxed download", async () => {
    const files = { "ancien-logo.svg": SVG, "ancienne-page.html": HTML, "contrat.pdf": PDF };
    for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(uploadsDir, name), bytes);
    try {
      for (const name of Object.keys(files)) {
        const response = await fetch(`${server.url}/uploads/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-disposition")).toBe("attachment");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      }
    } finally {
      for (const name of Object.keys(files)) fs.rmSync(path.join(uploadsDir, name), { force: true });
    }
  });
});

describe("whose files a writer may change", () => {
  it("refuses to replace or rename an admin's file, such as a client's company document", async () => {
    const documentId = uploadedId(await upload(server.adminToken, "statuts.pdf", PDF, "application/pdf"));
    await onAClient(documentId);

    expect((await upload(server.writerToken, "faux.pdf", PDF, "application/pdf", { id: documentId })).status).toBe(403);
    expect(await rename(server.writerToken, documentId, "renomme.pdf")).toBe(403);
    const stored = await server.strapi.db.query("plugin::upload.file").findOne({ where: { id: documentId } });
    expect(stored.name).toBe("statuts.pdf");
  });

  it("lets a writer replace and rename the files they uploaded for articles", async () => {
    const id = uploadedId(await upload(server.writerToken, "couverture.png", PNG, "image/png"));
    expect(await rename(server.writerToken, id, "couverture-2026.png")).toBe(200);
    expect((await upload(server.writerToken, "couverture-v2.png", PNG, "image/png", { id })).status).toBe(200);
  });

  it("refuses a writer's own file once an admin attached it to a client", async () => {
    const id = uploadedId(await upload(server.writerToken, "scan.png", PNG, "image/png"));
    await onAClient(id);
    expect(await rename(server.writerToken, id, "autre.png")).toBe(403);
  });

  it("refuses a writer an upload linked straight to a client or the settings", async () => {
    const clientId = await createRecord(server.strapi, "clients");
    const client = await server.strapi.documents("api::client.client").findOne({ documentId: clientId });
    const answer = await upload(server.writerToken, "x.png", PNG, "image/png", {
      fields: { ref: "api::client.client", refId: String(client!.id), field: "document" },
    });
    expect(answer.status).toBe(403);
  });

  it("lists a writer's own files only; another's file is not found", async () => {
    const adminFile = uploadedId(await upload(server.adminToken, "rib.pdf", PDF, "application/pdf"));
    const mine = uploadedId(await upload(server.writerToken, "mine.png", PNG, "image/png"));
    const list = await api(server.url, "GET", "/api/upload/files", { token: server.writerToken });
    expect(list.status).toBe(200);
    const ids = (list.body as Array<{ id: number }>).map((file) => file.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(adminFile);
    expect((await api(server.url, "GET", `/api/upload/files/${adminFile}`, { token: server.writerToken })).status).toBe(
      404,
    );
    expect((await api(server.url, "GET", `/api/upload/files/${mine}`, { token: server.writerToken })).status).toBe(200);
    const all = await api(server.url, "GET", "/api/upload/files", { token: server.adminToken });
    expect((all.body as Array<{ id: number }>).map((file) => file.id)).toContain(adminFile);
  });
});

describe("which files a writer may put on an article", () => {
  const article = (coverImage: unknown, title = "Un article illustré", token = server.writerToken) =>
    api(server.url, "POST", "/api/articles", {
      token,
      body: { data: { title, content: `<p>${"x".repeat(60)}</p>`, category: "marketing", coverImage } },
    });
  const FORBIDDEN = "Vous ne pouvez mettre en couverture qu’une image que vous avez envoyée ou celle d’un article.";

  it("not an admin's image, such as a client's scanned document, whose address the answer would show", async () => {
    const scan = uploadedId(await upload(server.adminToken, "cin-client.png", PNG, "image/png"));
    await onAClient(scan);
    const unattached = uploadedId(await upload(server.adminToken, "logo-brouillon.png", PNG, "image/png"));
    // Every shape Strapi reads a media value in, and one it reads otherwise (the file's documentId).
    const file = await server.strapi.db.query("plugin::upload.file").findOne({ where: { id: scan } });
    const shapes = [scan, String(scan), { id: scan }, [scan], { set: [{ id: scan }] }, { connect: [scan] }];
    for (const id of [...shapes, unattached, { documentId: file.documentId }, "abc"]) {
      const refused = await article(id);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(FORBIDDEN);
      expect(JSON.stringify(refused.body)).not.toContain("/uploads/");
    }
    const mine = await article(uploadedId(await upload(server.writerToken, "ma-couverture.png", PNG, "image/png")));
    expect(mine.status).toBe(201);
    const edited = await api(server.url, "PUT", `/api/articles/${mine.body.data.documentId}`, {
      token: server.writerToken,
      body: { data: { coverImage: scan } },
    });
    expect(edited.status).toBe(403);
  });

  it("its own image, or one already on an article, as an admin may put any", async () => {
    const onArticle = uploadedId(await upload(server.adminToken, "equipe.png", PNG, "image/png"));
    const byAdmin = await article(onArticle, "Article de l'admin", server.adminToken);
    expect(byAdmin.status).toBe(201);
    expect((await article(onArticle, "La même couverture")).status).toBe(201);
  });
});

describe("each media field takes its own types", () => {
  it("an article cover must be an image, through the API and the document service alike", async () => {
    const pdf = uploadedId(await upload(server.writerToken, "brochure.pdf", PDF, "application/pdf"));
    const answer = await api(server.url, "POST", "/api/articles", {
      token: server.writerToken,
      body: {
        data: {
          title: "Un article de test",
          content: `<p>${"x".repeat(60)}</p>`,
          category: "marketing",
          coverImage: pdf,
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(IMAGE_REQUIRED);
    // Every shape Strapi reads a media value in.
    for (const coverImage of [String(pdf), { id: pdf }, [pdf], { set: [{ id: pdf }] }, { connect: [pdf] }]) {
      const refused = await api(server.url, "POST", "/api/articles", {
        token: server.writerToken,
        body: {
          data: { title: "Une brochure", content: `<p>${"x".repeat(60)}</p>`, category: "marketing", coverImage },
        },
      });
      expect([JSON.stringify(coverImage), refused.status, refused.body.error?.message]).toEqual([
        JSON.stringify(coverImage),
        400,
        IMAGE_REQUIRED,
      ]);
    }
    await expect(
      server.strapi.documents("api::article.article").create({
        data: { title: "Par le panneau", content: "x".repeat(60), category: "marketing", coverImage: pdf } as any,
      }),
    ).rejects.toThrow(IMAGE_REQUIRED);
  });
});

describe("deleting a file", () => {
  it("needs a verified code, like every other deletion", async () => {
    const id = uploadedId(await upload(server.adminToken, "a-supprimer.png", PNG, "image/png"));
    const refused = await api(server.url, "DELETE", `/api/upload/files/${id}`, { token: server.adminToken });
    expect(refused.status).toBe(403);
    expect(await server.strapi.db.query("plugin::upload.file").findOne({ where: { id } })).not.toBeNull();

    await verifiedCode(server, { resource: "files", id: String(id) });
    expect((await api(server.url, "DELETE", `/api/upload/files/${id}`, { token: server.adminToken })).status).toBe(200);
    expect(await server.strapi.db.query("plugin::upload.file").findOne({ where: { id } })).toBeNull();
  });

  it("a writer can neither ask for a file-deletion code nor delete", async () => {
    const id = uploadedId(await upload(server.writerToken, "le-mien.png", PNG, "image/png"));
    expect(
      (
        await api(server.url, "POST", "/api/delete-otp/generate", {
          token: server.writerToken,
          body: { resource: "files", id },
        })
      ).status,
    ).toBe(403);
    expect((await api(server.url, "DELETE", `/api/upload/files/${id}`, { token: server.writerToken })).status).toBe(
      403,
    );
  });
});

describe("the API's own answers", () => {
  it("cannot be framed, are never sniffed, and leak no referrer", async () => {
    const response = await fetch(`${server.url}/api/articles`);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
