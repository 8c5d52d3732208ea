import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { cmsForThisFile } from "./harness/cms";
import { createClient } from "./harness/sales";

/** A real HTTP server stands for the public site: the purge calls it receives. */
const SECRET = "secret-partage-site-cms-de-test";
const calls: Array<{ path: string; signature: string; body: string }> = [];
const site = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    calls.push({ path: request.url ?? "", signature: String(request.headers["x-purge-signature"]), body });
    response.writeHead(204).end();
  });
});
const siteUrl = await new Promise<string>((resolve) =>
  site.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(site.address() as AddressInfo).port}`)),
);
afterAll(() => site.close());

const server = cmsForThisFile({ env: { SITE_PROXY_SECRET: SECRET, SITE_INTERNAL_URL: siteUrl } });

const purgesOf = (uid: string) =>
  calls.filter((call) => (JSON.parse(call.body) as { uids: string[] }).uids.includes(uid));

describe("the site told of content changes", () => {
  it("gets one signed call when an FAQ is created and published, whoever writes it", async () => {
    await server.strapi
      .documents("api::faq.faq")
      .create({ data: { question: "Délai d'un site ?", answer: "Quatre à six semaines.", category: "general" } });
    await expect.poll(() => purgesOf("api::faq.faq").length).toBeGreaterThan(0);
    const call = purgesOf("api::faq.faq")[0]!;
    expect(call.path).toBe("/cms-purge");
    expect(call.signature).toBe(createHmac("sha256", SECRET).update(call.body).digest("hex"));
    expect(Math.abs((JSON.parse(call.body) as { at: number }).at - Date.now())).toBeLessThan(10_000);
  });

  it("is not told of business records the site does not show", async () => {
    const before = calls.length;
    await createClient(server, { name: "Client Hors Site" });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.slice(before)).toEqual([]);
  });
});
