// Strapi's panel, kept between builds of the same inputs (cms/scripts/build.mjs). Its bundle depends on the
// installed packages, the cms's configuration (which imports the cms's and shared's code), Node and the environment
// variables the configuration and Strapi's build read; the key hashes all of them, so a change to any is a new build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = path.resolve(CMS, "..");
const INPUTS = [
  "package-lock.json",
  "cms/package.json",
  "cms/tsconfig.json",
  "cms/config",
  "cms/src",
  "shared/package.json",
  "shared/src",
];
// The variables Strapi bundles (STRAPI_ADMIN_*) or the configuration reads for the panel's address; the secrets are
// left out (made at random for each checkout, and none is in the bundle).
const ENVIRONMENT = /^(STRAPI_|ADMIN_|PUBLIC_URL$|NODE_ENV$|HOST$|PORT$)/;
const SECRET = /(SECRET|SALT|PASSWORD|KEYS?)$/;
const PANEL = path.join(CMS, "dist", "build");

const filesOf = (entry) =>
  fs.statSync(entry).isDirectory()
    ? fs
        .readdirSync(entry)
        .sort()
        .flatMap((name) => filesOf(path.join(entry, name)))
    : [entry];

/** The hash of everything the panel's bundle is made from. */
export function panelKey() {
  const hash = createHash("sha256").update(`${process.version}\n`);
  for (const file of INPUTS.flatMap((input) => filesOf(path.join(ROOT, input)))) {
    if (file.endsWith(".test.ts")) continue;
    hash.update(`${path.relative(ROOT, file)}\n`).update(fs.readFileSync(file));
  }
  // Strapi reads cms/.env too, under what the process already has.
  const dotenv = fs.existsSync(path.join(CMS, ".env")) ? fs.readFileSync(path.join(CMS, ".env"), "utf8") : "";
  const variables = Object.fromEntries(
    dotenv.split("\n").flatMap((line) => {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      return match ? [[match[1], match[2]]] : [];
    }),
  );
  Object.assign(variables, process.env);
  for (const name of Object.keys(variables).sort()) {
    if (ENVIRONMENT.test(name) && !SECRET.test(name)) hash.update(`${name}=${variables[name]}\n`);
  }
  return hash.digest("hex").slice(0, 24);
}

/** Puts the panel kept under this key into dist/build; false when there is none. */
export function keptPanel(cacheDir, key) {
  const kept = path.join(cacheDir, key);
  if (!fs.existsSync(path.join(kept, "index.html"))) return false;
  fs.rmSync(PANEL, { recursive: true, force: true });
  fs.cpSync(kept, PANEL, { recursive: true });
  return true;
}

/** Keeps the panel just built under its key, in place of any other (one build's worth of disk, about 13 MB). */
export function keepPanel(cacheDir, key) {
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const name of fs.readdirSync(cacheDir)) {
    if (name !== key) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  const partial = path.join(cacheDir, `${key}.partial`);
  fs.cpSync(PANEL, partial, { recursive: true });
  fs.rmSync(path.join(cacheDir, key), { recursive: true, force: true });
  fs.renameSync(partial, path.join(cacheDir, key));
}
