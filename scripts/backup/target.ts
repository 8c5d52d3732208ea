import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { CMS_DIR, cmsEnv } from "./transfer";

/** Where the cms's data lives, as cms/config/database.ts reads it, in words for the operator. */
export function describeTarget(): string {
  const env = cmsEnv();
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL ${url.host}${url.pathname}`;
  }
  return `SQLite ${sqliteFile(env)}`;
}

const sqliteFile = (env: Record<string, string | undefined>) =>
  path.resolve(CMS_DIR, env.DATABASE_FILENAME ?? ".tmp/data.db");

/**
 * Whether the cms's database holds nothing yet: no SQLite file (or an empty one), or no table in the PostgreSQL
 * schema. A restore wipes what is there, so only such a target needs no confirmation.
 */
export async function isEmptyTarget(): Promise<boolean> {
  const env = cmsEnv();
  if (!env.DATABASE_URL) {
    const file = sqliteFile(env);
    return !fs.existsSync(file) || fs.statSync(file).size === 0;
  }
  const client = new Client({
    connectionString: env.DATABASE_URL,
    ssl: env.DATABASE_SSL === "true" ? { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED !== "false" } : false,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = $1",
      [env.DATABASE_SCHEMA ?? "public"],
    );
    return Number(rows[0]?.count) === 0;
  } finally {
    await client.end();
  }
}
