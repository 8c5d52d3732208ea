import { randomBytes } from "node:crypto";
import { Client } from "pg";

/**
 * With DATABASE_URL set, each test file gets a database of its own on that
 * server, created empty and dropped afterwards: the same isolation as a
 * temporary SQLite file.
 */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || "agency"}_t${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
