import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../src/seed/accounts";
import { ensureCompanySettings } from "../src/seed/company";
import { ensureRoles } from "../src/bootstrap/roles";
import { ROLE_PERMISSIONS } from "../src/auth/permissions";
import { ROLE_WRITER } from "@agency/shared";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";

const server = cmsForThisFile({ prepare: ensureCompanySettings });

/** Endpoints of spec 000 point 6 and spec 001 point 6 that only an admin may call. */
const ADMIN_ONLY: Array<[method: string, path: string]> = [
  ["GET", "/api/clients"],
  ["POST", "/api/clients"],
  ["GET", "/api/invoices"],
  ["POST", "/api/invoices"],
  ["GET", "/api/quotes"],
  ["POST", "/api/quotes"],
  ["GET", "/api/deliveries"],
  ["POST", "/api/deliveries"],
  ["GET", "/api/users"],
  ["GET", "/api/users/count"],
  ["POST", "/api/users"],
  ["GET", "/api/company-setting"],
  ["PUT", "/api/company-setting"],
  ["GET", "/api/tableux"],
  ["GET", "/api/reports/ageing"],
];

/** What both staff roles may read. */
const STAFF_READ = ["/api/contact", "/api/subscribers", "/api/articles", "/api/users/me"];

describe("role matrix enforced by the API", () => {
  it.each(ADMIN_ONLY)("a writer gets 403 on %s %s", async (method, path) => {
    const response = await api(server.url, method, path, {
      token: server.writerToken,
      body: method === "GET" ? undefined : { data: {} },
    });
    expect(response.status).toBe(403);
  });

  it.each(ADMIN_ONLY.filter(([method]) => method === "GET"))("an admin may call %s %s", async (method, path) => {
    const response = await api(server.url, method, path, { token: server.adminToken });
    expect(response.status).toBe(200);
  });

  it.each(STAFF_READ)("a writer and an admin may read %s", async (path) => {
    for (const token of [server.writerToken, server.adminToken]) {
      const response = await api(server.url, "GET", path, { token });
      expect(response.status).toBe(200);
    }
  });

  it.each([
    ...ADMIN_ONLY.filter(([method]) => method === "GET").map(([, path]) => path),
    "/api/contact",
    "/api/subscribers",
  ])("a visitor without a token gets 403 on GET %s", async (path) => {
    const response = await api(server.url, "GET", path);
    expect(response.status).toBe(403);
  });

  it("the dashboard summary counts rows in the database", async () => {
    const response = await api(server.url, "GET", "/api/tableux", { token: server.adminToken });
    const count = (uid: any) => server.strapi.db.query(uid).count();
    expect(response.body).toMatchObject({
      clientsCount: await count("api::client.client"),
      invoicesCount: await count("api::invoice.invoice"),
      usersCount: await count("plugin::users-permissions.user"),
    });
    expect(response.body.usersCount).toBe(DEMO_ACCOUNTS.length);
  });
});

describe("roles set up at boot", () => {
  it("adds a missing permission once when two processes boot at once on one database", async () => {
    const permissions = server.strapi.db.query("plugin::users-permissions.permission");
    const writer = await server.strapi.db
      .query("plugin::users-permissions.role")
      .findOne({ where: { type: "ecrivain" }, select: ["id"] });
    const action = ROLE_PERMISSIONS[ROLE_WRITER][0]!;
    const rowsOf = () => permissions.count({ where: { action, role: writer.id } });
    expect(await rowsOf()).toBe(1);
    await permissions.deleteMany({ where: { action, role: writer.id } });

    await Promise.all([ensureRoles(server.strapi), ensureRoles(server.strapi)]);
    expect(await rowsOf()).toBe(1);
    const roles = await server.strapi.db.query("plugin::users-permissions.role").findMany({ select: ["type"] });
    expect(roles.filter((role: { type: string }) => role.type === "ecrivain")).toHaveLength(1);
  });
});
