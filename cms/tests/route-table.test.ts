import { describe, expect, it } from "vitest";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";

const server = cmsForThisFile();

/**
 * What a writer may call (spec 000 §6): messages, subscribers, articles, the
 * public content, their own account and the code calls. Every other route of
 * the API must answer 403, so a route added later cannot slip through.
 */
const WRITER_ALLOWED = [
  /^POST \/api\/auth\/local$/,
  /^(GET|POST|PUT|DELETE) \/api\/articles(\/:id)?$/,
  /^(GET|POST|PUT|DELETE) \/api\/contact(\/:id)?$/,
  /^(GET|POST|DELETE) \/api\/subscribers(\/:id)?$/,
  /^GET \/api\/subscribers\/export\.csv$/,
  /^GET \/api\/(faqs|projects|team-members|partners|stats)(\/:id)?$/,
  /^GET \/api\/users\/me$/,
  /^POST \/api\/delete-otp\/(generate|verify)$/,
  /^POST \/api\/reply\/send$/,
  /^POST \/api\/auth\/update-password$/,
  /^POST \/api\/(otp\/send|otp\/verify|auth\/reset-password)$/,
  /^POST \/api\/upload$/,
  /^GET \/api\/upload\/files(\/:id)?$/,
  /^GET \/api\/i18n\/locales$/,
  /^GET \/api\/today$/,
];

function contentApiRoutes(): Array<{ method: string; path: string }> {
  const layers = server.strapi.server.api("content-api").listRoutes() as Array<{ methods: string[]; path: string }>;
  return layers.flatMap((layer) =>
    layer.methods.filter((method) => method !== "HEAD").map((method) => ({ method, path: layer.path })),
  );
}

describe("the whole route table, as a writer", () => {
  it("lists the routes of every API", () => {
    const paths = contentApiRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain("GET /api/clients");
    expect(paths).toContain("GET /api/tableux");
    expect(paths).toContain("DELETE /api/users/:id");
  });

  it("refuses every route outside the writer list with 403", async () => {
    const refused: string[] = [];
    const allowedThrough: string[] = [];
    for (const route of contentApiRoutes()) {
      const signature = `${route.method} ${route.path}`;
      if (WRITER_ALLOWED.some((pattern) => pattern.test(signature))) continue;
      const path = route.path.replace(/:[a-zA-Z]+(\([^)]*\))?/g, "x");
      const response = await api(server.url, route.method, path, {
        token: server.writerToken,
        body: route.method === "GET" || route.method === "DELETE" ? undefined : { data: {} },
      });
      (response.status === 403 ? refused : allowedThrough).push(`${signature} → ${response.status}`);
    }
    expect(allowedThrough).toEqual([]);
    expect(refused.length).toBeGreaterThan(40);
  });
});

/** DELETE routes an admin calls without a code: revoking a share link deletes no record, it ends a link. */
const ADMIN_DELETE_WITHOUT_CODE = [/^DELETE \/api\/(invoices|quotes|credit-notes)\/:id\/share$/];

describe("the whole route table, as an admin", () => {
  it("refuses every DELETE without a verified code for that very record (DESIGN.md's security rules)", async () => {
    const deletions = contentApiRoutes().filter((route) => route.method === "DELETE");
    const allowedThrough: string[] = [];
    for (const route of deletions) {
      const signature = `${route.method} ${route.path}`;
      if (ADMIN_DELETE_WITHOUT_CODE.some((pattern) => pattern.test(signature))) continue;
      const path = route.path.replace(/:[a-zA-Z]+(\([^)]*\))?/g, "x");
      const response = await api(server.url, "DELETE", path, { token: server.adminToken });
      // 403: no code (or no such right); 405: the route refuses every deletion (the journal's).
      if (![403, 405].includes(response.status)) allowedThrough.push(`${signature} → ${response.status}`);
    }
    expect(allowedThrough).toEqual([]);
    expect(deletions.length).toBeGreaterThan(8);
  });
});
