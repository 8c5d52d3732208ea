import { createStrapi, type Core } from "@strapi/strapi";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/processes";

export const CMS_DIR = path.join(ROOT, "cms");

/** The extensions Strapi's export appends to the name it is given: a gzipped tar, encrypted when a key is given. */
const ARCHIVE_EXTENSIONS = /(\.tar)?(\.gz)?(\.enc)?$/;

/** An archive's path without its extensions, as Strapi's file provider wants it. */
export const archiveBase = (file: string): string => file.replace(ARCHIVE_EXTENSIONS, "");

/** A path given on the command line, from where the command was typed (npm runs scripts from the root). */
export const fromCaller = (file: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/**
 * The cms's configuration as Strapi reads it: the process's environment over cms/.env (written by `npm start`),
 * for the checks made here before Strapi runs.
 */
export function cmsEnv(): Record<string, string | undefined> {
  const file = path.join(CMS_DIR, ".env");
  const values: Record<string, string | undefined> = {};
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, "utf8").split("\n")) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (match) values[match[1]!] = match[2]!;
    }
  }
  return { ...values, ...process.env };
}

/**
 * Loads the compiled cms (cms/dist, from `npm run build -w cms`) on the database its environment names, SQLite or
 * DATABASE_URL, without serving it. Neither the demo seed nor the scheduled jobs run, whatever the shell says.
 * Strapi's own `strapi export`/`import` commands do the same after recompiling the sources first, which takes a
 * minute here and needs the TypeScript sources on the server: these scripts use the same transfer engine without.
 */
export async function loadCms(): Promise<Core.Strapi> {
  Object.assign(process.env, {
    ...cmsEnv(),
    SEED_DEMO_DATA: "false",
    CRON_ENABLED: "false",
    STRAPI_TELEMETRY_DISABLED: "true",
  });
  const distDir = path.join(CMS_DIR, "dist");
  if (!fs.existsSync(path.join(distDir, "src", "index.js"))) {
    throw new Error("Le cms n'est pas compilé : lancez d'abord npm run build -w cms.");
  }
  const strapi = createStrapi({ appDir: CMS_DIR, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = "error";
  return strapi.load();
}
