import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startChildCms, stopChildCms } from "./child-cms";
import { createScratchDatabase } from "./postgres";
import { testCmsEnv } from "./test-env";

/** A database the cms has booted on once, for the test files to copy: a SQLite file or a PostgreSQL database. */
export type DatabaseTemplate = { sqliteFile?: string; postgresName?: string };

/**
 * Boots the cms once, in a process of its own, on a fresh database (SQLite, or the PostgreSQL server of
 * DATABASE_URL) and stops it: every test file's database is then a copy of that one. The schema made and the roles,
 * permissions and settings written at a first boot (4 of a boot's 6.5 seconds here) are then made once per run; each
 * file's cms still runs its whole bootstrap on its copy.
 */
export async function prepareDatabaseTemplate(smtp: Record<string, string>) {
  const env = testCmsEnv(smtp);
  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase(process.env.DATABASE_URL);
    await stopChildCms(await startChildCms({ ...env, DATABASE_URL: database.url }));
    const template: DatabaseTemplate = { postgresName: new URL(database.url).pathname.slice(1) };
    return { template, drop: database.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cms-template-"));
  const sqliteFile = path.join(dir, "template.db");
  await stopChildCms(await startChildCms({ ...env, DATABASE_FILENAME: sqliteFile }));
  const template: DatabaseTemplate = { sqliteFile };
  return { template, drop: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
