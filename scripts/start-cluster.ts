import path from "node:path";
import { Client } from "pg";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { ensureSecrets } from "./lib/env-file";
import { launch, ROOT, waitForHttp } from "./lib/processes";
import { startProxy } from "./lib/proxy";
import { buildAll, DEFAULT_PORTS, urlsFor } from "./lib/stack";

/**
 * `npm run start:cluster`: the production shape on one machine. Two cms processes on PostgreSQL and Redis, two site
 * processes, each pair behind a small round-robin proxy on the usual ports, the back-office and the mail inbox.
 * CLUSTER_DATABASE_URL (default: database agency_cluster of the local PostgreSQL, made if missing) and REDIS_URL
 * (default: the local Redis) say where.
 */
const CMS_NODES = [1341, 1342];
const SITE_NODES = [3001, 3002];
const DATABASE_URL = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/agency_cluster";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const verbose = process.argv.includes("--verbose");
  const label = (name: string) => (verbose ? name : null);
  const ports = DEFAULT_PORTS;
  const urls = urlsFor(ports);
  console.log("Construction des applications (shared, cms, back-office, site)…");
  await buildAll([{ ports, adminDir: "dist" }], verbose);
  await ensureDatabase(DATABASE_URL);
  const secrets = ensureSecrets(path.join(ROOT, "cms", ".env"));

  launch(
    "maildev",
    ["--smtp", String(ports.mailSmtp), "--web", String(ports.mailWeb), "--ip", "127.0.0.1", "--silent"],
    {
      label: label("mail"),
    },
  );
  const cmsEnv = (port: number, seed: boolean) => ({
    ...secrets,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: urls.cms,
    PUBLIC_SITE_URL: urls.site,
    SITE_INTERNAL_URL: `http://127.0.0.1:${ports.site}`,
    DATABASE_URL,
    REDIS_URL,
    TRUST_PROXY: "true",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.mailSmtp),
    SEED_DEMO_DATA: String(seed),
    CORS_ORIGINS: [urls.admin, urls.site].join(","),
    STRAPI_TELEMETRY_DISABLED: "true",
    STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
  });
  console.log("Démarrage de deux cms (PostgreSQL, Redis), de deux sites, du back-office et de la boîte mail…");
  // The first one alone: it makes the schema and seeds the demo data.
  launch("strapi", ["start"], { cwd: path.join(ROOT, "cms"), label: label("cms-1"), env: cmsEnv(CMS_NODES[0]!, true) });
  await waitForHttp(`http://127.0.0.1:${CMS_NODES[0]}/_health`, 300_000);
  launch("strapi", ["start"], {
    cwd: path.join(ROOT, "cms"),
    label: label("cms-2"),
    env: cmsEnv(CMS_NODES[1]!, false),
  });
  await startProxy(ports.cms, CMS_NODES);
  SITE_NODES.forEach((port, index) =>
    launch("node", ["server.mjs"], {
      cwd: path.join(ROOT, "site"),
      label: label(`site-${index + 1}`),
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        CMS_URL: `http://127.0.0.1:${ports.cms}`,
        CMS_PUBLIC_URL: urls.cms,
        PUBLIC_SITE_URL: urls.site,
        SITE_PROXY_SECRET: secrets.SITE_PROXY_SECRET!,
        // The cms's purge call reaches one site process; Redis carries it to the other.
        REDIS_URL,
        TRUST_PROXY: "true",
      },
    }),
  );
  await startProxy(ports.site, SITE_NODES);
  launch("vite", ["preview", "--port", String(ports.admin), "--strictPort", "--host", "127.0.0.1"], {
    cwd: path.join(ROOT, "admin"),
    label: label("admin"),
    env: { VITE_API_URL: urls.cms },
  });
  await Promise.all([
    ...CMS_NODES.map((port) => waitForHttp(`http://127.0.0.1:${port}/_health`, 300_000)),
    ...SITE_NODES.map((port) => waitForHttp(`http://127.0.0.1:${port}/`)),
    waitForHttp(`http://127.0.0.1:${ports.admin}/`),
    waitForHttp(`http://127.0.0.1:${ports.mailWeb}/email`),
  ]);
  console.log(
    [
      "",
      "Tout est prêt (deux cms et deux sites derrière un proxy chacun) :",
      `  Site public      ${urls.site}   (processus ${SITE_NODES.join(" et ")})`,
      `  Back-office      ${urls.admin}/login`,
      `  API              ${urls.cms}/api   (processus ${CMS_NODES.join(" et ")})`,
      `  Boîte mail       ${urls.mail}`,
      `  PostgreSQL       ${DATABASE_URL}`,
      `  Redis            ${REDIS_URL}`,
      "",
      ...DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(9)} ${account.email} / ${account.password}`),
      "",
      "Ctrl+C arrête tout.",
    ].join("\n"),
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
