import S3rver from "s3rver";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_TYPE_REFUSED } from "@agency/shared";
import { cmsForThisFile } from "./harness/cms";
import { verifiedCode } from "./harness/codes";
import { createClient, postInvoice } from "./harness/sales";
import { download, fileForm, PDF, PNG } from "./harness/files";
import { api } from "./harness/http";

const BUCKET = "agency-test";
const HTML = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");

// The S3 server starts before the cms (hooks run in the order they are declared), which reads its address from env.
const env: Record<string, string> = { RATE_LIMIT_SCALE: "10" };
const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), "agency-s3-"));
const s3 = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: s3Directory,
  configureBuckets: [{ name: BUCKET }],
});
let endpoint = "";
// Browsers read the bucket under another name than the cms's endpoint, as behind a CDN or a proxy.
let publicUrl = "";

beforeAll(async () => {
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  publicUrl = `http://localhost:${port}/${BUCKET}`;
  Object.assign(env, {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PUBLIC_URL: publicUrl,
  });
});

const server = cmsForThisFile({ env });

afterAll(async () => {
  await s3.close();
  fs.rmSync(s3Directory, { recursive: true, force: true });
});

/** Where s3rver keeps an object's bytes on disk. */
const storedObject = (key: string) => path.join(s3Directory, BUCKET, `${key}._S3rver_object`);

/** The keys in the bucket, as its S3 API lists them. */
async function bucketKeys(): Promise<string[]> {
  const listing = await (await fetch(`${endpoint}/${BUCKET}?list-type=2`)).text();
  return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}

const upload = (name: string, bytes: Buffer, type: string) =>
  api(server.url, "POST", "/api/upload", { token: server.adminToken, body: fileForm(name, bytes, type) });

describe("uploads on S3-compatible storage", () => {
  it("stores an image in the bucket, at its public URL that answers the stored bytes", async () => {
    const answer = await upload("pixel.png", PNG, "image/png");
    expect(answer.status).toBe(201);
    const file = answer.body[0];
    expect(file.provider).toBe("aws-s3");
    expect(file.url).toBe(`${publicUrl}/${file.hash}.png`);
    expect(await bucketKeys()).toContain(`${file.hash}.png`);
    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // Strapi re-encodes images before storing them: the URL answers the object as s3rver holds it, a PNG.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes).toEqual(fs.readFileSync(storedObject(`${file.hash}.png`)));
    expect(bytes.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    // Nothing on the cms's disk, where another cms process would not find it.
    expect(fs.existsSync(path.join(__dirname, "..", "public", "uploads", `${file.hash}.png`))).toBe(false);
  });

  it("answers a PDF byte for byte", async () => {
    const file = (await upload("statuts.pdf", PDF, "application/pdf")).body[0];
    const served = await fetch(file.url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
  });

  it("sends no ACL, which buckets without ACLs would refuse", () => {
    const params = server.strapi.config.get<Record<string, unknown>>("plugin::upload.providerOptions.s3Options.params");
    expect(params).toEqual({ Bucket: BUCKET, ACL: undefined });
  });

  it("lets Strapi's panel show images from the bucket", async () => {
    const policy = (await fetch(`${server.url}/admin`)).headers.get("content-security-policy");
    const origin = new URL(publicUrl).origin;
    expect(policy).toContain(`img-src 'self' data: blob: ${origin};`);
    expect(policy).toContain(`media-src 'self' data: blob: ${origin};`);
  });

  it("still refuses a file by its content, and writes nothing to the bucket", async () => {
    const before = await bucketKeys();
    const answer = await upload("photo.png", HTML, "image/png");
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(FILE_TYPE_REFUSED);
    expect(await bucketKeys()).toEqual(before);
  });

  it("removes the object when the file is deleted with its code", async () => {
    const file = (await upload("a-supprimer.png", PNG, "image/png")).body[0];
    expect(await bucketKeys()).toContain(`${file.hash}.png`);
    await verifiedCode(server, { resource: "files", id: String(file.id) });
    const deleted = await api(server.url, "DELETE", `/api/upload/files/${file.id}`, { token: server.adminToken });
    expect(deleted.status).toBe(200);
    expect(await bucketKeys()).not.toContain(`${file.hash}.png`);
  });

  it("embeds the company logo read from the bucket in an invoice's PDF", async () => {
    const client = await createClient(server, { name: "Client du logo" });
    const invoice = await postInvoice(server, {
      client: client.documentId,
      items: [{ description: "Logo", quantity: 1, unitPrice: 100, discount: 0, taxRate: 20 }],
    });
    const embedsAnImage = async () =>
      (await download(server, `/api/invoices/${invoice.documentId}/pdf`)).bytes.includes("/Subtype /Image");
    expect(await embedsAnImage()).toBe(false);

    const logo = (await upload("logo.png", PNG, "image/png")).body[0];
    const saved = await api(server.url, "PUT", "/api/company-setting", {
      token: server.adminToken,
      body: { data: { name: "Agence Atlas", logo: logo.id } },
    });
    expect(saved.status).toBe(200);
    expect(await embedsAnImage()).toBe(true);
  });
});
