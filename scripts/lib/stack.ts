import path from "node:path";
import { ensureSecrets } from "./env-file";
import { launch, ROOT, run, waitForHttp } from "./processes";

export interface StackPorts {
  cms: number;
  admin: number;
  site: number;
  mailWeb: number;
  mailSmtp: number;
}

export const DEFAULT_PORTS: StackPorts = { cms: 1337, admin: 5173, site: 3000, mailWeb: 1080, mailSmtp: 1025 };

export interface StackOptions {
  ports: StackPorts;
  /** The back-office's build, a folder of admin/ (buildAll's adminDir for these ports). */
  adminDir: string;
  /** SQLite file, relative to cms/ (ignored when DATABASE_URL is set). */
  databaseFile: string;
  /** Output of each program, prefixed with its name; hidden when false. */
  verbose: boolean;
}

export interface StackUrls {
  cms: string;
  cmsPanel: string;
  admin: string;
  site: string;
  mail: string;
}

export const urlsFor = (ports: StackPorts): StackUrls => ({
  cms: `http://localhost:${ports.cms}`,
  cmsPanel: `http://localhost:${ports.cms}/admin`,
  admin: `http://localhost:${ports.admin}`,
  site: `http://localhost:${ports.site}`,
  mail: `http://localhost:${ports.mailWeb}`,
});

/** A stack to build for: the back-office reads its cms's address at build time, so each stack has a build of it. */
export interface StackBuild {
  ports: StackPorts;
  /** Folder of admin/ its back-office is built into. */
  adminDir: string;
}

/**
 * Where the cms's build keeps Strapi's panel for the next build of the same inputs (cms/scripts/panel-cache.mjs):
 * CI names a folder that outlives its checkout.
 */
const PANEL_CACHE_DIR = process.env.PANEL_CACHE_DIR ?? path.join(ROOT, "node_modules", ".cache", "strapi-panel");

/**
 * Builds shared, then the three apps side by side: each writes a folder of its own, and most of the cms's time is the
 * bundling of Strapi's panel, on one core (so the back-office's builds, one per stack, go one after the other beside
 * it), unless a panel built from the same inputs was kept.
 */
export async function buildAll(stacks: StackBuild[], verbose: boolean): Promise<void> {
  const label = (name: string) => (verbose ? `build ${name}` : null);
  await run("npm", ["run", "build", "-w", "shared"], { label: label("shared") }).catch(rethrow("shared"));
  const admins = async () => {
    for (const { ports, adminDir } of stacks) {
      // Its bundle only: its types are checked by `npm run typecheck` (and `npm test`), the image's build checks them.
      await run("npm", ["run", "bundle", "-w", "admin", "--", "--outDir", adminDir], {
        label: label("admin"),
        env: { VITE_API_URL: urlsFor(ports).cms },
      }).catch(rethrow("admin"));
    }
  };
  await Promise.all([
    run("npm", ["run", "build", "-w", "cms"], { label: label("cms"), env: { PANEL_CACHE_DIR } }).catch(rethrow("cms")),
    admins(),
    run("npm", ["run", "build", "-w", "site"], { label: label("site") }).catch(rethrow("site")),
  ]);
}

function rethrow(name: string) {
  return (error: Error) => {
    throw new Error(`The ${name} build failed (run with --verbose to see it): ${error.message}`);
  };
}

/**
 * Starts the mail catcher, the cms (seeded), the back-office and the site; resolves once all answer.
 * `dev` runs the apps' own dev servers (hot reload) instead of the builds.
 */
export async function startStack(options: StackOptions & { dev?: boolean }): Promise<StackUrls> {
  const { ports, verbose, dev = false } = options;
  const label = (name: string) => (verbose || dev ? name : null);
  const urls = urlsFor(ports);
  const secrets = ensureSecrets(path.join(ROOT, "cms", ".env"));

  launch(
    "maildev",
    ["--smtp", String(ports.mailSmtp), "--web", String(ports.mailWeb), "--ip", "127.0.0.1", "--silent"],
    {
      label: label("mail"),
    },
  );
  launch("strapi", [dev ? "develop" : "start"], {
    cwd: path.join(ROOT, "cms"),
    label: label("cms"),
    env: {
      ...secrets,
      // A demo stack: in production the cms refuses to start with the published demo passwords.
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(ports.cms),
      PUBLIC_URL: urls.cms,
      PUBLIC_SITE_URL: urls.site,
      SITE_INTERNAL_URL: `http://127.0.0.1:${ports.site}`,
      DATABASE_FILENAME: options.databaseFile,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(ports.mailSmtp),
      SEED_DEMO_DATA: "true",
      CORS_ORIGINS: [urls.admin, urls.site, `http://127.0.0.1:${ports.admin}`, `http://127.0.0.1:${ports.site}`].join(
        ",",
      ),
      STRAPI_TELEMETRY_DISABLED: "true",
      STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
    },
  });
  const adminServer = dev ? [] : ["preview", "--outDir", options.adminDir];
  launch("vite", [...adminServer, "--port", String(ports.admin), "--strictPort", "--host", "127.0.0.1"], {
    cwd: path.join(ROOT, "admin"),
    label: label("admin"),
    env: { VITE_API_URL: urls.cms },
  });
  const siteEnv = {
    PORT: String(ports.site),
    HOST: "127.0.0.1",
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    CMS_PUBLIC_URL: urls.cms,
    PUBLIC_SITE_URL: urls.site,
    SITE_PROXY_SECRET: secrets.SITE_PROXY_SECRET!,
  };
  if (dev) {
    launch("remix", ["vite:dev", "--port", String(ports.site), "--strictPort", "--host", "127.0.0.1"], {
      cwd: path.join(ROOT, "site"),
      label: label("site"),
      env: siteEnv,
    });
  } else {
    launch("node", ["server.mjs"], {
      cwd: path.join(ROOT, "site"),
      label: label("site"),
      env: { ...siteEnv, NODE_ENV: "production" },
    });
  }

  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.mailWeb}/email`),
    waitForHttp(`http://127.0.0.1:${ports.cms}/_health`, 180_000),
    waitForHttp(`http://127.0.0.1:${ports.admin}/`),
    waitForHttp(`http://127.0.0.1:${ports.site}/`),
  ]);
  return urls;
}
