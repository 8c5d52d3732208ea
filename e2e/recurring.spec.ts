import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { openSignedIn, searchList } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;
const stamp = Date.now().toString().slice(-6);
const clientName = `Abonné Récurrent ${stamp}`;

/** A client of its own and an issued invoice of 1 200 DH (1 000 HT, 20 % VAT) for it, made through the API. */
async function clientWithInvoice(): Promise<{ clientId: string; invoiceId: string }> {
  const clientId = await createClient({ name: clientName });
  const invoice = await createInvoice({
    client: clientId,
    paymentTerms: 0,
    notes: "Référencement naturel, forfait mensuel.",
    items: [{ description: "Référencement mensuel", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 }],
  });
  return { clientId, invoiceId: invoice.documentId };
}

test("an admin makes an invoice recurring, finds the retainer in its list and on the client's page", async ({
  page,
}) => {
  const { clientId, invoiceId } = await clientWithInvoice();
  await openSignedIn(page, admin!, `/invoices/${invoiceId}`);
  await page.getByRole("link", { name: "Rendre récurrente" }).click();
  await expect(page).toHaveURL(/\/recurring-invoices\/create\?from=/);
  await expect(page.getByRole("heading", { name: "Nouvelle facture récurrente" })).toBeVisible();
  // The invoice's client, line and notes, monthly from next month.
  await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(clientName);
  await expect(page.getByLabel("Description")).toHaveValue("Référencement mensuel");
  await expect(page.getByLabel("Notes")).toHaveValue("Référencement naturel, forfait mensuel.");
  await expect(page.getByRole("combobox", { name: "Fréquence" })).toContainText("Mensuelle");
  await expect(page.getByLabel("Émettre automatiquement")).toBeChecked();
  await expect(page.getByLabel("Envoyer automatiquement au client")).not.toBeChecked();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Facture récurrente créée")).toBeVisible();
  await expect(page).toHaveURL(/\/recurring-invoices$/);

  await searchList(page, clientName);
  const row = page.getByRole("row").filter({ hasText: clientName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Mensuelle");
  await expect(row).toContainText("1 200,00 DH");

  await page.goto(`${ADMIN_URL}/clients/${clientId}`);
  const retainers = page.getByRole("region", { name: "Factures récurrentes" });
  await expect(retainers.getByRole("link", { name: "1 200,00 DH par mois" })).toBeVisible();
  await expect(retainers).toContainText("Mensuelle · 1 200,00 DH par facture");
  await retainers.getByRole("link", { name: "1 200,00 DH par mois" }).click();
  await expect(page.getByRole("heading", { name: `Facture récurrente de ${clientName}` })).toBeVisible();
});

for (const [path, heading] of [
  ["/invoices/create", "Nouvelle facture"],
  ["/recurring-invoices/create", "Nouvelle facture récurrente"],
] as const) {
  test(`${heading}: the pre-filled note follows the payment terms until the user writes one`, async ({ page }) => {
    await openSignedIn(page, admin!, path);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    const notes = page.getByLabel("Notes");
    const terms = page.getByRole("combobox", { name: "Conditions de paiement" });
    await expect(notes).toHaveValue(/dans un délai de 30 jours/);
    await terms.click();
    await page.getByRole("option", { name: "15 jours" }).click();
    await expect(notes).toHaveValue(/dans un délai de 15 jours/);
    await terms.click();
    await page.getByRole("option", { name: "Paiement immédiat" }).click();
    await expect(notes).toHaveValue(/à réception de la facture/);
    await notes.fill("Règlement par virement à la commande.");
    await terms.click();
    await page.getByRole("option", { name: "60 jours" }).click();
    await expect(notes).toHaveValue("Règlement par virement à la commande.");
  });
}
