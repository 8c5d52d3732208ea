import { expect, test } from "@playwright/test";
import { todayInMorocco } from "@agency/shared";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { openSignedIn, searchList, signIn } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin, writer] = DEMO_ACCOUNTS;
const stamp = Date.now().toString(36);

/** A new client and a draft invoice of 1 800 DH (two lines), made through the API. */
async function draftInvoice(): Promise<{ invoiceId: string; clientId: string; clientName: string }> {
  const clientName = `Atelier Zellige ${stamp}`;
  const clientId = await createClient({ name: clientName, type: "freelance", address: "Fès Médina" });
  const invoice = await createInvoice({
    state: "draft",
    client: clientId,
    items: [
      { description: "Identité visuelle", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 },
      { description: "Séance photo", quantity: 1, unitPrice: 500, discount: 0, taxRate: 20 },
    ],
  });
  return { invoiceId: invoice.documentId, clientId, clientName };
}

test("an admin issues a draft, is paid in part, credits the rest and finds the client book adding up; a writer sees none of it", async ({
  browser,
}) => {
  const { invoiceId, clientId, clientName } = await draftInvoice();
  const page = await browser.newPage();
  await openSignedIn(page, admin!, `/invoices/${invoiceId}`);
  await expect(page.getByRole("heading", { name: "Facture en brouillon" })).toBeVisible();
  // Its edit form is still the draft's, with no number to type: it takes the next one when issued.
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(page.getByRole("heading", { name: "Facture en brouillon" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Client" })).toBeVisible();
  await expect(page.getByLabel("Numéro de facture")).toHaveCount(0);
  await page.getByRole("button", { name: "Annuler" }).click();
  await page.getByRole("button", { name: "Émettre" }).click();
  await page.getByRole("dialog", { name: "Émettre cette facture ?" }).getByRole("button", { name: "Émettre" }).click();
  await expect(page.getByText("Facture émise", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Facture FA-\d{2}-\d{4}$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Modifier" })).toHaveCount(0);

  const payments = page.getByRole("region", { name: "Paiements" });
  await payments.getByLabel("Montant (DH)").fill("1200");
  await payments.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText("Paiement enregistré", { exact: true })).toBeVisible();
  await expect(page.getByText("Partiellement payée").first()).toBeVisible();

  // The photo session never took place: it is credited, the rest was paid.
  await page.getByRole("button", { name: "Établir un avoir" }).click();
  const dialog = page.getByRole("dialog", { name: /Établir un avoir sur la facture FA-/ });
  await dialog.getByRole("button", { name: "Établir l'avoir" }).click();
  await expect(dialog.getByText("Veuillez indiquer le motif de l'avoir")).toBeVisible();
  await dialog.getByLabel("Motif").fill("Séance photo annulée par le client");
  // The whole rest, 1,800, would take off the 600 still asked and owe back the 1,200 paid.
  await expect(dialog.getByRole("status")).toHaveText(
    "Cet avoir de 1 800,00 DH : 600,00 DH imputés sur le reste à payer, 1 200,00 DH déjà réglés à rembourser au client.",
  );
  await dialog.getByLabel("Certaines lignes").check();
  await dialog
    .getByLabel(/Quantité à créditer/)
    .nth(1)
    .fill("1");
  // Before it is made, the dialog says how it will apply: 600 were still asked, all of it comes off.
  await expect(dialog.getByRole("status")).toHaveText(
    "Cet avoir de 600,00 DH sera imputé sur le reste à payer de la facture.",
  );
  await dialog.getByRole("button", { name: "Établir l'avoir" }).click();
  await expect(page.getByText("Avoir établi", { exact: true })).toBeVisible();
  const creditNotes = page.getByRole("region", { name: "Avoirs" });
  // Its amount, what came off the rest to pay, what is owed back to the client.
  await expect(
    creditNotes.getByRole("row").filter({ hasText: "Séance photo annulée par le client" }).getByRole("cell"),
  ).toHaveText([
    /^AV-\d{2}-\d{4}$/,
    /^\d{2}\/\d{2}\/\d{4}$/,
    "Séance photo annulée par le client",
    "600,00 DH",
    "600,00 DH",
    "0,00 DH",
  ]);
  await expect(page.getByText("Payée", { exact: true }).first()).toBeVisible();
  await expect(payments.getByText("Cette facture est entièrement réglée.")).toBeVisible();
  const history = page.getByRole("region", { name: "Historique" });
  await expect(history.getByText(/— Avoir —/)).toBeVisible();
  await expect(history.getByText(/— Émission —/)).toBeVisible();
  await expect(history.getByText(/— Encaissement —/)).toBeVisible();
  // Told in the screens' words: the client by name, states, statuses and days as the screens show them.
  // What an entry makes is told by what it was made with; what it changes, before → after.
  await expect(history.getByText(`Client : ${clientName}`)).toBeVisible();
  await expect(history.getByText(/Lignes : 2 lignes/)).toBeVisible();
  await expect(history.getByText(/État : Brouillon → Émise/)).toBeVisible();
  await expect(history.getByText(/Montant : 1 200,00 DH · Date : \d{2}\/\d{2}\/\d{4} · Mode : Virement/)).toBeVisible();
  await expect(history.getByText(/Statut : Non payée → Partielle/)).toBeVisible();

  // A draft is not in the book: the summary counts the issued invoice only, and says so.
  await createInvoice({
    state: "draft",
    client: clientId,
    items: [{ description: "Reportage", quantity: 1, unitPrice: 800, discount: 0, taxRate: 20 }],
  });
  await page.goto(`${ADMIN_URL}/clients/${clientId}`);
  const summary = page.getByRole("tabpanel", { name: "Aperçu" });
  await expect(summary.getByText("1 facture émise · 0 devis · 0 bon de livraison", { exact: true })).toBeVisible();
  const expected: Array<[string, string]> = [
    ["Total des ventes", "1 800,00 DH"],
    ["Avoirs", "600,00 DH"],
    ["Paiements reçus", "1 200,00 DH"],
    ["Montant dû", "0,00 DH"],
  ];
  for (const [title, amount] of expected) {
    await expect(summary.getByRole("heading", { name: title, exact: true }).locator("..")).toContainText(amount);
  }
  await page.getByRole("tab", { name: "Avoirs" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Séance photo annulée par le client" })).toHaveCount(1);

  await page.goto(`${ADMIN_URL}/credit-notes`);
  await expect(page).toHaveTitle("Avoirs · Back-office");
  await expect(page.getByRole("columnheader", { name: "Imputé" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "À rembourser" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Séance photo annulée par le client" })).toContainText(
    /600,00 DH\s*600,00 DH\s*0,00 DH/,
  );
  // Its nine columns fit beside the menu on a 1,366 px laptop, with the demo's widest amounts (a credit note of
  // 16 850,80 DH): the reason's minimum width made the table 16 px wider than its box there, which scrolled.
  await page.setViewportSize({ width: 1366, height: 768 });
  await searchList(page, "Fatima Zahra Lahlou");
  await expect(page.getByRole("row").filter({ hasText: "Fatima Zahra Lahlou" }).first()).toBeVisible();
  const overflow = await page.locator(".RaDatagrid-tableWrapper").evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await searchList(page, "Séance photo annulée par le client");
  await page.getByRole("row").filter({ hasText: "Séance photo annulée par le client" }).click();
  await expect(page.getByRole("heading", { name: /^Avoir AV-\d{2}-\d{4}$/ })).toBeVisible();
  // The tab names the credit note, not its section: several open in tabs are told apart.
  await expect(page).toHaveTitle(/^Avoir AV-\d{2}-\d{4} · Back-office$/);
  // 600 were still asked when it was made: all of it came off the invoice, nothing is owed back.
  await expect(page.getByText("Imputé sur le reste à payer").locator("..")).toContainText("600,00 DH");
  await expect(page.getByText("À rembourser au client")).toHaveCount(0);

  await page.goto(`${ADMIN_URL}/audit`);
  await page.getByRole("button", { name: "Vérifier la chaîne" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Chaîne intègre/ })).toBeVisible();

  const writerPage = await browser.newPage();
  await signIn(writerPage, writer!.email, writer!.password);
  await expect(writerPage).toHaveURL(/\/messages$/);
  await expect(writerPage.getByRole("menuitem", { name: "Avoirs" })).toHaveCount(0);
  for (const path of ["/credit-notes", "/payments", "/audit", `/invoices/${invoiceId}`]) {
    await writerPage.goto(`${ADMIN_URL}${path}`);
    await expect(writerPage).toHaveURL(/\/messages$/);
  }
});

test("an admin refunds a client who had paid an invoice since cancelled by a credit note", async ({ page }) => {
  const clientId = await createClient({ name: `Riad Remboursé ${stamp}` });
  const invoice = await createInvoice({
    client: clientId,
    items: [{ description: "Campagne annulée", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 }],
  });
  const token = await adminToken();
  const today = todayInMorocco();
  await cmsJson("/api/payments", {
    token,
    method: "POST",
    body: JSON.stringify({ data: { invoice: invoice.documentId, amount: 1200, date: today, method: "virement" } }),
  });
  await cmsJson(`/api/invoices/${invoice.documentId}/credit-note`, {
    token,
    method: "POST",
    body: JSON.stringify({ data: { reason: "Campagne annulée par le client" } }),
  });

  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}`);
  const payments = page.getByRole("region", { name: "Paiements" });
  await expect(payments.getByText("À rembourser au client :")).toContainText("1 200,00 DH");
  await expect(payments.getByRole("heading", { name: "Remboursement au client" })).toBeVisible();
  await expect(payments.getByRole("button", { name: "Marquer comme payée" })).toHaveCount(0);
  // What the client is owed is proposed; more is refused with the reason.
  await expect(payments.getByLabel("Montant (DH)")).toHaveValue("1200");
  await payments.getByLabel("Montant (DH)").fill("1500");
  await payments.getByRole("button", { name: "Enregistrer le remboursement" }).click();
  await expect(
    page.getByText(/Le montant dépasse ce qui revient au client sur cette facture \(1 200,00 DH\)/),
  ).toBeVisible();
  await payments.getByLabel("Montant (DH)").fill("1200");
  await payments.getByLabel("Référence").fill("VIR-RETOUR-1");
  await payments.getByRole("button", { name: "Enregistrer le remboursement" }).click();
  await expect(page.getByText("Remboursement enregistré", { exact: true })).toBeVisible();

  const refundRow = payments.getByRole("row").filter({ hasText: "VIR-RETOUR-1" });
  await expect(refundRow).toContainText("Remboursement · Virement");
  await expect(refundRow).toContainText("−1 200,00 DH");
  await expect(payments.getByText("À rembourser au client :")).toHaveCount(0);
  await expect(payments.getByRole("heading", { name: "Remboursement au client" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Historique" }).getByText(/— Remboursement —/)).toBeVisible();
});
