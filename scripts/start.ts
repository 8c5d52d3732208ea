import { DEMO_ACCOUNTS, DEMO_PANEL_ACCOUNT } from "../cms/src/seed/accounts";
import path from "node:path";
import { DEFAULT_SUPER_ADMIN_EMAIL } from "../cms/src/panel/super-admin";
import { ensureSecrets } from "./lib/env-file";
import { ROOT, run } from "./lib/processes";
import { buildAll, DEFAULT_PORTS, startStack } from "./lib/stack";

/**
 * `npm start`: builds everything, then runs the mail inbox, the cms (SQLite,
 * seeded on first start), the back-office and the public site together.
 * `npm run dev` (--dev): the same with the apps' dev servers, without builds.
 */
async function main(): Promise<void> {
  const verbose = process.argv.includes("--verbose");
  const dev = process.argv.includes("--dev");
  if (dev) {
    await run("npm", ["run", "build", "-w", "shared"], { label: null });
  } else {
    console.log("Construction des applications (shared, cms, back-office, site)…");
    await buildAll([{ ports: DEFAULT_PORTS, adminDir: "dist" }], verbose);
  }
  console.log("Démarrage de la boîte mail, du cms, du back-office et du site…");
  const urls = await startStack({
    ports: DEFAULT_PORTS,
    adminDir: "dist",
    databaseFile: ".tmp/data.db",
    verbose,
    dev,
  });
  const superAdminPassword = ensureSecrets(path.join(ROOT, "cms", ".env")).STRAPI_SUPERADMIN_PASSWORD;
  const lines = [
    "",
    "Tout est prêt :",
    `  Site public            ${urls.site}  (fr, en, ar : sélecteur de langue dans l'en-tête)`,
    `  Back-office            ${urls.admin}/login`,
    `  API (Strapi)           ${urls.cms}/api`,
    `  Panneau Strapi         ${urls.cmsPanel}`,
    `  Boîte mail de test     ${urls.mail}`,
    "",
    "Panneau Strapi :",
    `  éditeur   ${DEMO_PANEL_ACCOUNT.email} / ${DEMO_PANEL_ACCOUNT.password}  (contenus du site public et leurs médias)`,
    `  technique ${DEFAULT_SUPER_ADMIN_EMAIL} / ${superAdminPassword}  (Super Admin, mot de passe propre à cette machine, dans cms/.env)`,
    "",
    "Comptes de démonstration du back-office :",
    ...DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(9)} ${account.email} / ${account.password}`),
    "",
    "Ctrl+C arrête tout.",
  ];
  console.log(lines.join("\n"));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
