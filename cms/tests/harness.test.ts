import { expect, it } from "vitest";
import { clientFields } from "./harness/sales";
import { startStrapi } from "./harness/strapi";

interface PoolEvents {
  on(event: "poolDestroyRequest" | "acquireRequest", listener: () => void): void;
}

it("stops a test file's cms after a document's events, not under them", async () => {
  const cms = await startStrapi();
  const pool = (cms.strapi.db.connection.client as { pool: PoolEvents }).pool;
  const requests: string[] = [];
  pool.on("poolDestroyRequest", () => requests.push("close"));
  pool.on("acquireRequest", () => requests.push("query"));
  const emitted: string[] = [];
  cms.strapi.eventHub.on("entry.create", async ({ uid }: { uid: string }) => {
    emitted.push(uid);
  });

  // The last act of a test, as many end: a write, whose event Strapi emits after the commit, in the background. (On
  // PostgreSQL; SQLite answers a query before the next tick.)
  await cms.strapi.documents("api::client.client").create({ data: clientFields({ name: "Atlas Arrêt SARL" }) });
  await cms.stop();

  expect(emitted).toEqual(["api::client.client"]);
  // Nothing asked the closing pool for a connection: such a query waits unanswered, then fails 60 s later.
  expect(requests.slice(requests.indexOf("close"))).toEqual(["close"]);
});
