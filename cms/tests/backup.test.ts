import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInMorocco } from "@agency/shared";
import { ADMIN, WRITER } from "./harness/accounts";
import { startChildCms, stopChildCms, TSX, type ChildCms } from "./harness/child-cms";
import { fileForm, PNG } from "./harness/files";
import { api, signIn } from "./harness/http";
import { CMS_DIR } from "./harness/in-process";
import { smtpEnv } from "./harness/mail";
import { createScratchDatabase } from "./harness/postgres";
import { clientFields } from "./harness/sales";
import { testCmsEnv } from "./harness/test-env";

/**
 * `npm run backup` and `npm run restore` (issue #18), on SQLite or on the PostgreSQL server of DATABASE_URL: a cms
 * with a client, an issued invoice and its payment, a credit note, a quote and an uploaded file is stopped, backed
 * up, restored into an empty database and an empty uploads folder, and started again.
 */
const ROOT = path.resolve(CMS_DIR, "..");
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-backup-"));
const archive = path.join(workDir, "archive.tar.gz");

/** A database (a SQLite file, or a scratch PostgreSQL database) and a public folder for the uploads. */
interface Place {
  env: Record<string, string>;
  uploads: string;
  drop(): Promise<void>;
}

async function newPlace(name: string): Promise<Place> {
  const publicDir = path.join(workDir, `${name}-public`);
  const uploads = path.join(publicDir, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase(process.env.DATABASE_URL);
    return { env: { DATABASE_URL: database.url, PUBLIC_DIR: publicDir }, uploads, drop: database.drop };
  }
  const file = path.join(workDir, `${name}.db`);
  return { env: { DATABASE_FILENAME: file, PUBLIC_DIR: publicDir }, uploads, drop: async () => undefined };
}

const connect = (place: Place) =>
  place.env.DATABASE_URL
    ? knex({ client: "pg", connection: place.env.DATABASE_URL })
    : knex({
        client: "better-sqlite3",
        connection: { filename: place.env.DATABASE_FILENAME! },
        useNullAsDefault: true,
      });

/** Every table's row count, and the staff's password hashes (a private field), read in the database itself. */
async function databaseContent(place: Place) {
  const db = connect(place);
  try {
    const tables: string[] = place.env.DATABASE_URL
      ? (
          await db.raw("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()")
        ).rows.map((row: { name: string }) => row.name)
      : (await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).map(
          (row: { name: string }) => row.name,
        );
    const counts: Record<string, number> = {};
    for (const table of tables.sort()) {
      const [row] = await db(table).count({ count: "*" });
      counts[table] = Number(row!.count);
    }
    const passwords = await db("up_users").select("email", "password").orderBy("email");
    return { counts, passwords };
  } finally {
    await db.destroy();
  }
}

/** Runs scripts/backup/<name>.ts as `npm run <name>` does; answers its exit code and output. */
function runScript(name: "backup" | "restore", args: string[], place: Place) {
  const child = spawn(TSX, [path.join(ROOT, "scripts", "backup", `${name}.ts`), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...baseEnv, ...place.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

let baseEnv: Record<string, string> = {};
let source: Place;
let target: Place;
let cms: ChildCms | undefined;

/** What the back-office shows of the sales book, the journal's verification, and the uploaded file's bytes. */
async function salesBook(url: string) {
  const token = await signIn(url, ADMIN);
  const get = async (route: string) => (await api(url, "GET", route, { token })).body;
  const list = (kind: string) => get(`/api/${kind}?sort=id:asc&pagination[pageSize]=100`);
  const files = await get("/api/upload/files");
  const file = await fetch(`${url}${files[0].url}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    invoices: (await list("invoices")).data.map((invoice: Record<string, unknown>) => [
      invoice.invoiceNumber,
      invoice.totalAmount,
      invoice.status,
    ]),
    creditNotes: (await list("credit-notes")).data.map((note: Record<string, unknown>) => [
      note.creditNoteNumber,
      note.totalAmount,
    ]),
    quotes: (await list("quotes")).data.map((quote: Record<string, unknown>) => [quote.quoteNumber, quote.totalAmount]),
    payments: (await list("payments")).data.map((payment: Record<string, unknown>) => payment.amount),
    journal: await get("/api/audit-entries/verify"),
    file: { name: files[0].name, bytes: Buffer.from(await file.arrayBuffer()) },
  };
}

/** A client, an issued invoice with a payment and a credit note, a quote and an image, made through the API. */
async function prepare(url: string) {
  const token = await signIn(url, ADMIN);
  const post = async (route: string, body: unknown) => {
    const answer = await api(url, "POST", route, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };
  const today = todayInMorocco();
  const items = [{ description: "Audit SEO", quantity: 2, unitPrice: 1500, discount: 10, taxRate: 20 }];
  const client = (await post("/api/clients", { data: clientFields({ name: "Riad Zitoun" }) })).data.documentId;
  const invoice = (
    await post("/api/invoices", { data: { client, items, issueDate: today, dueDate: today, paymentTerms: 30 } })
  ).data;
  await post("/api/payments", { data: { invoice: invoice.documentId, amount: 1000, date: today, method: "virement" } });
  await post(`/api/invoices/${invoice.documentId}/credit-note`, {
    data: { reason: "Remise commerciale", items: [{ ...items[0], quantity: 1 }] },
  });
  await post("/api/quotes", { data: { client, items, issueDate: today, validUntil: today } });
  await post("/api/upload", fileForm("logo.png", PNG, "image/png"));
}

// Three cms boots on a fresh database: run once, in the PostgreSQL pass of the API tests (the production database);
// the SQLite path was checked by hand (README, "Backups").
describe.skipIf(!process.env.DATABASE_URL)("a backup restored into an empty database", () => {
  let before: Awaited<ReturnType<typeof salesBook>>;
  let content: Awaited<ReturnType<typeof databaseContent>>;

  beforeAll(async () => {
    baseEnv = { ...testCmsEnv(smtpEnv()), CRON_ENABLED: "false" };
    [source, target] = await Promise.all([newPlace("source"), newPlace("target")]);
    cms = await startChildCms({ ...baseEnv, ...source.env, CMS_STAFF: "true" });
    await prepare(cms.url);
    before = await salesBook(cms.url);
    await stopChildCms(cms);
  }, 180_000);

  afterAll(async () => {
    await stopChildCms(cms);
    await Promise.all([source?.drop(), target?.drop()]);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("writes one archive, readable by its owner only", async () => {
    const { code, output } = await runScript("backup", [archive], source);
    expect(code, output).toBe(0);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    // As the archive holds it: loading the cms to export it stores one more of Strapi's settings.
    content = await databaseContent(source);
  }, 120_000);

  it("refuses to restore over a database that holds data without --confirm, and leaves it as it was", async () => {
    const { code, output } = await runScript("restore", [archive], source);
    expect(code).toBe(1);
    expect(output).toContain("relancez avec --confirm");
    expect(await databaseContent(source)).toEqual(content);
  }, 60_000);

  it("restores every row, the private fields, and the journal without an entry more", async () => {
    const { code, output } = await runScript("restore", [archive], target);
    expect(code, output).toBe(0);
    expect(output).toContain(`journal d'audit : ${before.journal.count} entrées, chaîne vérifiée`);
    const restored = await databaseContent(target);
    expect(restored.passwords).toEqual(content.passwords);
    expect(restored.counts).toEqual(content.counts);
  }, 180_000);

  it("serves the same sales book, file and journal, and lets the staff sign in", async () => {
    cms = await startChildCms({ ...baseEnv, ...target.env });
    const after = await salesBook(cms.url);
    expect(before.invoices).toHaveLength(1);
    expect(before.journal).toMatchObject({ ok: true });
    expect(after).toEqual(before);
    const [stored] = fs.readdirSync(source.uploads);
    // Strapi's import leaves a .gitkeep in the uploads folder it empties.
    expect(fs.readdirSync(target.uploads).filter((name) => name !== ".gitkeep")).toEqual([stored]);
    expect(fs.readFileSync(path.join(target.uploads, stored!))).toEqual(
      fs.readFileSync(path.join(source.uploads, stored!)),
    );
    expect(await signIn(cms.url, WRITER)).toBeTruthy();
    await stopChildCms(cms);
  }, 180_000);
});
