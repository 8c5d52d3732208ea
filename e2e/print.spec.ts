import { expect, test } from "@playwright/test";
import { todayInMorocco } from "@agency/shared";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { openSignedIn } from "./staff";

const [admin] = DEMO_ACCOUNTS;

/** The number of pages of a PDF and its text, runs of spaces made one. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: parts.join(" ").replace(/\s+/g, " ") };
}

// Four lines, one per case: a plain line, a discount, another rate, no VAT.
const LINES = [
  { description: "Création du logo", quantity: 1, unitPrice: 2500, discount: 0, taxRate: 20 },
  { description: "Gestion des réseaux sociaux (mois)", quantity: 3, unitPrice: 1200, discount: 10, taxRate: 20 },
  { description: "Rédaction d'articles", quantity: 4, unitPrice: 350, discount: 0, taxRate: 10 },
  { description: "Nom de domaine", quantity: 1, unitPrice: 150, discount: 0, taxRate: 0 },
];

test.beforeEach(async ({ page }) => {
  // No print dialog: the test prints the page itself, with page.pdf.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
});

test("a 4-line invoice prints on one A4 page with HT lines, the VAT by rate and the total in words", async ({
  page,
}) => {
  const client = await createClient({ name: `Imprimerie Atlas ${Date.now()}` });
  const invoice = await createInvoice({ client, items: LINES, notes: "Règlement par virement." });

  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}/print`);
  await expect(page.getByRole("heading", { level: 1, name: `Facture ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(page.getByText("Document prêt pour l'impression")).toBeVisible();

  const { pages, text } = await pdfText(await page.pdf({ format: "A4" }));
  expect(pages).toBe(1);
  // By hand, HT per line: 2,500; 3 × 1,200 − 10 % = 3,240; 4 × 350 = 1,400; 150.
  for (const amount of ["2 500,00 DH", "3 240,00 DH", "1 400,00 DH", "150,00 DH"]) expect(text).toContain(amount);
  // Their TTC amounts (3,888 and 1,540) are not what a line shows.
  expect(text).not.toContain("3 888,00");
  expect(text).not.toContain("1 540,00");
  // VAT 20 % on 2,500 + 3,240 = 5,740 → 1,148; 10 % on 1,400 → 140; 0 % on 150. Total 7,290 + 1,288 = 8,578.
  for (const expected of [
    "Sous-total HT 7 650,00 DH",
    "Remise − 360,00 DH",
    "Total HT net 7 290,00 DH",
    "TVA 0 % sur 150,00 DH 0,00 DH",
    "TVA 10 % sur 1 400,00 DH 140,00 DH",
    "TVA 20 % sur 5 740,00 DH 1 148,00 DH",
    "Total TVA 1 288,00 DH",
    "Total TTC 8 578,00 DH",
    "Arrêtée la présente facture à la somme de : Huit mille cinq cent soixante-dix-huit dirhams.",
    // Where to pay, as on its PDF.
    "Virement au RIB : 011 780 0000123456789012 96",
  ]) {
    expect(text).toContain(expected);
  }
  // Only the document: no toolbar, no back-office chrome.
  expect(text).not.toContain("Retour");
  expect(text).not.toContain("Déconnexion");
});

test("a partly paid invoice prints what it received and what is left to pay under its total, as its PDF does", async ({
  page,
}) => {
  const client = await createClient({ name: `Imprimerie Souss ${Date.now()}` });
  const invoice = await createInvoice({ client, items: LINES });
  const token = await adminToken();
  await cmsJson("/api/payments", {
    token,
    method: "POST",
    body: JSON.stringify({
      data: { invoice: invoice.documentId, amount: 3000, date: todayInMorocco(), method: "cheque" },
    }),
  });
  await cmsJson(`/api/invoices/${invoice.documentId}/credit-note`, {
    token,
    method: "POST",
    body: JSON.stringify({ data: { reason: "Nom de domaine offert", items: [LINES[3]] } }),
  });

  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}/print`);
  await expect(page.getByText("Document prêt pour l'impression")).toBeVisible();
  const { text } = await pdfText(await page.pdf({ format: "A4" }));
  // By hand: 8,578 TTC (above) − 3,000 paid − 150 credited (the 0 % line) = 5,428.
  expect(text).toContain("Total TTC 8 578,00 DH Déjà réglé − 3 000,00 DH Avoirs − 150,00 DH Reste à payer 5 428,00 DH");
  expect(text).toContain("Arrêtée la présente facture à la somme de : Huit mille cinq cent soixante-dix-huit dirhams.");
});
