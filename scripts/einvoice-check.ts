import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedDemoData } from "../cms/src/seed";
import { adminToken, bootCms } from "./bench/cms-instance";

interface Verdict {
  ok: boolean;
  fatal: Array<{ id: string; text: string; location: string }>;
}
type Validate = (bytes: Buffer, name: string) => Promise<Verdict>;

const FORMATS = ["ubl", "cii", "facturx"] as const;
const KINDS = [
  { uid: "api::invoice.invoice", path: "invoices", issued: { state: { $ne: "draft" } } },
  { uid: "api::credit-note.credit-note", path: "credit-notes", issued: {} },
] as const;

/**
 * CI's judge of the e-invoices (issue #16): the demo data seeded on a scratch cms, every issued invoice's and
 * credit note's UBL and CII fetched from the API and run through the official EN 16931 rules
 * (`node scripts/einvoice-check.ts <folder of ../shared/einvoice, installed>`). Fails on any fatal assertion.
 */
async function main(validatorDir: string): Promise<number> {
  const { validateEinvoice } = (await import(pathToFileURL(path.join(validatorDir, "validate.mjs")).href)) as {
    validateEinvoice: Validate;
  };
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "agency-einvoices-"));
  const cms = await bootCms();
  let failed = 0;
  let checked = 0;
  try {
    await seedDemoData(cms.strapi);
    const token = await adminToken(cms.strapi, cms.url);
    for (const kind of KINDS) {
      const rows = (await cms.strapi.db
        .query(kind.uid)
        .findMany({ where: kind.issued, select: ["documentId"] })) as Array<{
        documentId: string;
      }>;
      for (const { documentId } of rows) {
        for (const format of FORMATS) {
          const response = await fetch(`${cms.url}/api/${kind.path}/${documentId}/einvoice?format=${format}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          const bytes = Buffer.from(await response.arrayBuffer());
          const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? documentId;
          if (!response.ok) {
            console.error(
              `FAIL  ${kind.path}/${documentId} ${format}: HTTP ${response.status} ${bytes.toString("utf8")}`,
            );
            failed += 1;
            continue;
          }
          fs.writeFileSync(path.join(out, name), bytes);
          const verdict = await validateEinvoice(bytes, name);
          checked += 1;
          if (!verdict.ok) {
            failed += 1;
            console.error(`FAIL  ${name}`);
            for (const rule of verdict.fatal) console.error(`  ${rule.id}  ${rule.text}  at ${rule.location}`);
          }
        }
      }
    }
  } finally {
    await cms.stop();
  }
  console.log(`E-invoices (EN 16931): ${checked - failed} passed, ${failed} failed (files in ${out})`);
  return failed === 0 && checked > 0 ? 0 : 1;
}

const dir = process.argv[2];
if (!dir) {
  console.error("usage: tsx scripts/einvoice-check.ts <validator folder>");
  process.exit(2);
}
main(path.resolve(dir)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
