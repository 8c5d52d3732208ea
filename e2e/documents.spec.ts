import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test, type Download, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { formatFrenchDate, todayInMorocco } from "@agency/shared";
import { attachmentBytes, mailSnapshot, waitForMail } from "./mail";
import { createClient, createInvoice } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { searchList, signInTab } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

/** Clicks `button` and answers the file the page saves. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { download, bytes: await fs.readFile(await download.path()) };
}

/** Every cell of the first sheet, as text. */
async function sheetCells(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy gives it one of its own.
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
  return cells;
}

/** Opens the first document of a list (newest first) and answers the number its page shows. */
async function openFirst(page: Page, list: string, number: RegExp): Promise<string> {
  await page.goto(`${ADMIN_URL}/${list}`);
  await page.getByRole("row").filter({ hasText: number }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${list}/[a-z0-9]+$`));
  return number.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
}

test.beforeEach(async ({ page }) => {
  // window.print() is recorded instead of opening the browser's dialog.
  await page.addInitScript(() => {
    const state = window as unknown as { printCalls: number };
    state.printCalls = 0;
    window.print = () => {
      state.printCalls += 1;
    };
  });
  await signInTab(page, admin!);
});

test("an admin downloads an invoice as PDF, exports the searched invoice list as Excel and prints the invoice", async ({
  page,
}) => {
  const number = await openFirst(page, "invoices", /FA-\d{2}-\d{4}/);
  const invoiceUrl = page.url();

  const pdf = await downloadOf(page, () => page.getByRole("button", { name: "Télécharger PDF" }).click());
  expect(pdf.download.suggestedFilename()).toMatch(/^FA-\d{2}-\d{4}\.pdf$/);
  expect(pdf.download.suggestedFilename()).toBe(`${number}.pdf`);
  expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  await expect(page.getByText(`PDF téléchargé : ${number}.pdf`)).toBeVisible();

  // The export carries the list's search: the file holds that invoice and no other.
  await page.goto(`${ADMIN_URL}/invoices`);
  await searchList(page, number);
  await expect(page.getByRole("row").filter({ hasText: /FA-\d{2}-\d{4}/ })).toHaveCount(1);
  const exportRequest = page.waitForRequest(/\/api\/invoices\/export\?/);
  const excel = await downloadOf(page, () => page.getByRole("button", { name: "Exporter Excel" }).click());
  const query = new URL((await exportRequest).url()).searchParams;
  expect(query.get("format")).toBe("xlsx");
  expect(query.get("filters[$or][0][invoiceNumber][$containsi]")).toBe(number);
  expect(query.get("sort")).toBe("issueDate:desc");
  expect(excel.download.suggestedFilename()).toMatch(/^factures_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(excel.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  expect((await sheetCells(excel.bytes)).filter((cell) => /^FA-\d{2}-\d{4}$/.test(cell))).toEqual([number]);
  await expect(page.getByText("Export Excel téléchargé")).toBeVisible();

  // The print view: the document alone, without the back-office's sidebar, printed once.
  await page.goto(invoiceUrl);
  // Exactly: "Factures récurrentes" is another entry.
  const sidebarEntry = page.getByRole("menuitem", { name: "Factures", exact: true });
  await expect(sidebarEntry).toHaveCount(1);
  await page.getByRole("link", { name: "Imprimer" }).click();
  await expect(page).toHaveURL(/\/invoices\/[a-z0-9]+\/print$/);
  await expect(page.getByRole("heading", { level: 1, name: `Facture ${number}` })).toBeVisible();
  // The legal mentions of the company settings, as at the foot of the PDF.
  await expect(page.getByText(/^Agence Digitale · Capital : .* · ICE : \d+ · IF : \d+/)).toBeVisible();
  await expect(page.getByText("Document prêt pour l'impression")).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await expect(sidebarEntry).toHaveCount(0);
  await expect(page.getByText("Déconnexion")).toHaveCount(0);
  await page.getByRole("button", { name: "Retour" }).click();
  await expect(page).toHaveURL(invoiceUrl);
});

test("a client's tab exports that client's documents and prints a row", async ({ page }) => {
  // A client known to have invoices: the one of the newest invoice.
  await page.goto(`${ADMIN_URL}/invoices`);
  const clientName = (await page
    .getByRole("row")
    .filter({ hasText: /FA-\d{2}-\d{4}/ })
    .first()
    .getByRole("cell")
    .nth(1)
    .textContent())!;
  await page.goto(`${ADMIN_URL}/clients`);
  await searchList(page, clientName);
  // The name cell: the middle of the row may be the e-mail or phone, links of their own.
  await page.getByRole("row").filter({ hasText: clientName }).first().getByRole("cell").first().click();
  await expect(page).toHaveURL(/\/clients\/([a-z0-9]+)$/);
  const clientId = /\/clients\/([a-z0-9]+)$/.exec(page.url())![1]!;
  await page.getByRole("tab", { name: "Factures" }).click();
  const tab = page.getByRole("tabpanel");
  await expect(
    tab
      .getByRole("row")
      .filter({ hasText: /FA-\d{2}-\d{4}/ })
      .first(),
  ).toBeVisible();

  const exportRequest = page.waitForRequest(/\/api\/invoices\/export\?/);
  const pdf = await downloadOf(page, () => tab.getByRole("button", { name: "Exporter PDF" }).click());
  expect(new URL((await exportRequest).url()).searchParams.get("filters[client][documentId][$eq]")).toBe(clientId);
  expect(pdf.download.suggestedFilename()).toMatch(/^factures_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

  const printButton = tab.getByRole("link", { name: /^Imprimer FA-\d{2}-\d{4}$/ }).first();
  const number = /FA-\d{2}-\d{4}/.exec((await printButton.getAttribute("aria-label")) ?? "")![0];
  await printButton.click();
  await expect(page).toHaveURL(/\/invoices\/[a-z0-9]+\/print$/);
  await expect(page.getByRole("heading", { level: 1, name: `Facture ${number}` })).toBeVisible();

  // The tab's "Nouvelle facture" opens the form with this client chosen.
  await page.goto(`${ADMIN_URL}/clients/${clientId}`);
  await page.getByRole("tab", { name: "Factures" }).click();
  await page.getByRole("tabpanel").getByRole("link", { name: "Nouvelle facture" }).click();
  await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(clientName.trim());
});

test("an admin e-mails a delivery note to its client, who receives its PDF", async ({ page }) => {
  const number = await openFirst(page, "delivery", /BL-\d{2}-\d{4}/);
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Envoyer le bon de livraison par e-mail" });
  const recipient = dialog.getByLabel("Destinataire");
  await expect(recipient).not.toBeEditable();
  const to = await recipient.inputValue();
  expect(to).toMatch(/^[^@\s]+@[^@\s]+$/);
  await expect(dialog.getByLabel("Objet")).toHaveValue(`Bon de livraison ${number}`);
  await expect(dialog.getByLabel("Message")).toHaveValue(new RegExp(`bon de livraison ${number}`));

  const before = await mailSnapshot();
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await expect(dialog.getByText("Le bon de livraison a été envoyé par email avec succès")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 3_000 });

  const mail = await waitForMail(to, before);
  expect(mail.subject).toBe(`Bon de livraison ${number}`);
  const attachment = mail.attachments?.find((file) => file.contentType === "application/pdf");
  expect(attachment?.fileName).toBe(`${number}.pdf`);
  expect((await attachmentBytes(mail, attachment!)).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // Its print view, with the boxes signed on receipt.
  await page.getByRole("link", { name: "Imprimer" }).click();
  await expect(page).toHaveURL(/\/delivery\/[a-z0-9]+\/print$/);
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await expect(page.getByText("Signature du destinataire")).toBeVisible();
  await expect(page.getByText("Déconnexion")).toHaveCount(0);
});

test("a delivery note made for an invoice still a draft names it in its history as the draft of its day", async ({
  page,
}) => {
  const today = todayInMorocco();
  const client = await createClient({ name: `Client du bon ${Date.now()}` });
  const items = [{ description: "Kakémonos", quantity: 2, unitPrice: 400, discount: 0, taxRate: 20 }];
  const draft = await createInvoice({ client, items, state: "draft" });
  const note = await cmsJson<{ data: { documentId: string } }>("/api/deliveries", {
    token: await adminToken(),
    method: "POST",
    body: JSON.stringify({
      data: {
        invoice: draft.documentId,
        issueDate: today,
        deliveryDate: today,
        deliveryAddress: "Entrepôt de Tiznit, quai 3",
        transportInfo: "Camion de l'agence",
        items: [{ description: "Kakémonos", quantity: 2 }],
      },
    }),
  });

  await page.goto(`${ADMIN_URL}/delivery/${note.data.documentId}`);
  const history = page.getByRole("region", { name: "Historique" });
  await expect(history.getByText(`Facture : Brouillon du ${formatFrenchDate(today)}`)).toBeVisible();
  await expect(history.getByText(draft.documentId)).toHaveCount(0);
});
