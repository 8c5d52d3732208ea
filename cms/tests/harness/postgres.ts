import { randomBytes } from "node:crypto";
import { Client } from "pg";

/** PostgreSQL's "source database is being accessed by other users": a closed connection's backend not yet gone. */
const TEMPLATE_IN_USE = "55006";

/**
 * With DATABASE_URL set, each test file gets a database of its own on that
 * server, dropped afterwards: the same isolation as a temporary SQLite file.
 * Created empty, or as a copy of `template`.
 */
export async function createScratchDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || "agency"}_t${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
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
