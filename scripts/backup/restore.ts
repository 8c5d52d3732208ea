import fs from "node:fs";
import { verifyJournal } from "../../cms/src/audit/journal";
import { importArchive } from "./import";
import { describeTarget, isEmptyTarget } from "./target";
import { fromCaller, loadCms } from "./transfer";

const CONFIRM = "--confirm";
const USAGE = `Usage : npm run restore -- <archive .tar.gz[.enc]> [${CONFIRM}]`;

/**
 * `npm run restore -- <file> [--confirm]`: replaces the cms's database content and uploaded files with an archive
 * of `npm run backup`, through Strapi's own import, then checks the audit journal's chain. It wipes the target
 * first, so it runs only on an empty target or with --confirm. Stop the cms before: it must not write meanwhile.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) throw new Error(USAGE);
  const archive = fromCaller(file);
  if (!fs.existsSync(archive)) throw new Error(`archive introuvable : ${archive}`);
  const key = process.env.BACKUP_KEY || undefined;
  if (archive.endsWith(".enc") && !key) throw new Error("archive chiffrée : donnez sa clé dans BACKUP_KEY.");
  const target = describeTarget();
  // Asked before Strapi loads: loading creates the tables, and the target would no longer look empty.
  if (!args.includes(CONFIRM) && !(await isEmptyTarget())) {
    throw new Error(`${target} contient déjà des données, que la restauration effacerait : relancez avec ${CONFIRM}.`);
  }
  console.log(`Restauration de ${archive} dans ${target}…`);
  const strapi = await loadCms();
  try {
    await importArchive(strapi, archive, key);
    const journal = await verifyJournal(strapi);
    if (!journal.ok) {
      throw new Error(
        `données restaurées, mais la chaîne du journal d'audit casse à l'entrée ${journal.firstBrokenId}.`,
      );
    }
    console.log(`Restauration terminée ; journal d'audit : ${journal.count} entrées, chaîne vérifiée.`);
  } finally {
    await strapi.destroy();
  }
}

main().catch((error: Error) => {
  console.error(`La restauration a échoué : ${error.message}`);
  process.exit(1);
});
