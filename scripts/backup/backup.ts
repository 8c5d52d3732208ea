import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/processes";
import { exportArchive } from "./export";
import { describeTarget, isEmptyTarget } from "./target";
import { archiveBase, fromCaller, loadCms } from "./transfer";

const BACKUPS_DIR = path.join(ROOT, "backups");

/** backups/agency-2026-11-26T10-30-00, in UTC: sorts by date, and no character a file system refuses. */
function defaultBase(): string {
  fs.mkdirSync(BACKUPS_DIR, { recursive: true });
  // The folder ignores itself: archives hold private data and never reach git.
  fs.writeFileSync(path.join(BACKUPS_DIR, ".gitignore"), "*\n");
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
  return path.join(BACKUPS_DIR, `agency-${stamp}`);
}

/**
 * `npm run backup [-- <file>]`: one archive of the cms's database content (every collection, private fields
 * included) and its uploaded files, made by Strapi's own export. Encrypted with BACKUP_KEY when it is set.
 */
async function main(): Promise<void> {
  // Loading the cms on a missing SQLite file would make an empty database, and an archive of nothing.
  if (await isEmptyTarget()) throw new Error(`${describeTarget()} est vide : rien à sauvegarder.`);
  const given = process.argv[2];
  const base = given ? archiveBase(fromCaller(given)) : defaultBase();
  fs.mkdirSync(path.dirname(base), { recursive: true });
  const key = process.env.BACKUP_KEY || undefined;
  const strapi = await loadCms();
  try {
    const archive = await exportArchive(strapi, base, key);
    // Password hashes and one-time codes are in it: readable by its owner only.
    fs.chmodSync(archive, 0o600);
    const size = (fs.statSync(archive).size / 1024).toFixed(0);
    console.log(`Sauvegarde écrite : ${archive} (${size} Ko${key ? ", chiffrée" : ""})`);
  } finally {
    await strapi.destroy();
  }
}

main().catch((error: Error) => {
  console.error(`La sauvegarde a échoué : ${error.message}`);
  process.exit(1);
});
