import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The cms's purge call, and its spread to every site process through Redis (which answers on 127.0.0.1 on every
 * machine here): two copies of the modules stand for two site processes, a real HTTP server for the cms.
 */
const SECRET = "un-secret-partage-de-test";
let reads = 0;
const cms = http.createServer((_request, response) => {
  reads += 1;
  response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: reads }));
});
const sign = (body: string) => createHmac("sha256", SECRET).update(body).digest("hex");

type Modules = [typeof import("./cms-purge.server"), typeof import("./cms.server")];
const loadProcess = async (): Promise<Modules> => {
  vi.resetModules();
  return Promise.all([import("./cms-purge.server"), import("./cms.server")]);
};
let first: Modules;
let second: Modules;

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("SITE_PROXY_SECRET", SECRET);
  vi.stubEnv("CMS_URL", `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
  vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
  vi.stubEnv("REDIS_PREFIX", `agency-test-${randomBytes(4).toString("hex")}`);
  first = await loadProcess();
  second = await loadProcess();
  // Both subscribed before anything is published.
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(() => cms.close());

describe("the cms's signed purge call", () => {
  const [now, body] = [Date.now(), JSON.stringify({ uids: ["api::faq.faq"], at: Date.now() })];

  it("is taken when signed with the shared secret and fresh", () => {
    expect(first[0].isSignedPurge(body, sign(body), now)).toBe(true);
  });

  it("is refused unsigned, signed otherwise, altered, stale or malformed", () => {
    const isSigned = first[0].isSignedPurge;
    expect(isSigned(body, null, now)).toBe(false);
    expect(isSigned(body, createHmac("sha256", "un-autre-secret-de-test").update(body).digest("hex"), now)).toBe(false);
    expect(isSigned(body.replace("faq", "fag"), sign(body), now)).toBe(false);
    expect(isSigned(body, sign(body), now + 61_000)).toBe(false);
    expect(isSigned(body, "zz", now)).toBe(false);
    expect(isSigned("not json", sign("not json"), now)).toBe(false);
  });
});

describe("a purge that reaches one site process", () => {
  it("empties the cms read cache of every process, and tells each process's page cache", async () => {
    const [, secondCms] = second;
    let told = 0;
    secondCms.onCmsContentChange(() => (told += 1));
    await secondCms.cmsGet("/api/faqs");
    await secondCms.cmsGet("/api/faqs");
    expect(reads).toBe(1);
    await first[0].purgeEverywhere();
    await vi.waitFor(async () => {
      await secondCms.cmsGet("/api/faqs");
      expect(reads).toBe(2);
    });
    expect(told).toBe(1);
  });
});
