import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { openSignedIn, searchList } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

test("an admin downloads an issued invoice as Factur-X and UBL from its page", async ({ page }) => {
  const clientName = `Export Agadir ${Date.now()}`;
  const client = await createClient({ name: clientName });
  const invoice = await createInvoice({
    client,
    items: [{ description: "Campagne réseaux sociaux", quantity: 1, unitPrice: 4000, discount: 0, taxRate: 20 }],
  });
  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}`);

  const button = page.getByRole("button", { name: "Facture électronique : UBL, CII, Factur-X" });
  await button.click();
  const [facturx] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Factur-X (PDF avec XML, EN 16931)" }).click(),
  ]);
  expect(facturx.suggestedFilename()).toBe(`${invoice.invoiceNumber}-facturx.pdf`);
  const pdf = await streamBytes(await facturx.createReadStream());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.toString("latin1")).toContain("factur-x.xml");
  await expect(page.getByText(`Facture électronique téléchargée : ${invoice.invoiceNumber}-facturx.pdf`)).toBeVisible();

  await button.click();
  const [ubl] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "UBL 2.1 (XML)" }).click(),
  ]);
  expect(ubl.suggestedFilename()).toBe(`${invoice.invoiceNumber}-ubl.xml`);
  const xml = (await streamBytes(await ubl.createReadStream())).toString("utf8");
  expect(xml).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);
  expect(xml).toContain('<cbc:PayableAmount currencyID="MAD">4800.00</cbc:PayableAmount>');

  // The list, searched down to this client: its issued invoices' files in one archive.
  await page.goto(`${ADMIN_URL}/invoices`);
  await searchList(page, clientName);
  await page.getByRole("button", { name: "Factures électroniques de la liste (zip) : UBL, CII, Factur-X" }).click();
  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "CII (XML)" }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe("factures-electroniques-cii.zip");
  const archive = await streamBytes(await zip.createReadStream());
  expect(archive.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(archive.toString("latin1")).toContain(`${invoice.invoiceNumber}-cii.xml`);
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
