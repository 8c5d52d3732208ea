import { expect, test, type Page } from "@playwright/test";
import { STALE_EDIT_MESSAGE } from "@agency/shared";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { openSignedIn } from "./staff";

const [admin] = DEMO_ACCOUNTS;
const LINE = { description: "Audit SEO", quantity: 1, unitPrice: 1500, discount: 0, taxRate: 20 };

/** Two tabs of the back-office on one record's page, each in its edit form. */
async function bothEditing(first: Page, second: Page, path: string) {
  for (const tab of [first, second]) {
    await openSignedIn(tab, admin!, path);
    await tab.getByRole("button", { name: "Modifier", exact: true }).click();
  }
}

test("a client saved in another tab meanwhile: the second save is refused with what to do, its input kept", async ({
  page,
  context,
}) => {
  const clientId = await createClient({ name: `Client partagé ${Date.now()}` });
  const other = await context.newPage();
  await bothEditing(page, other, `/clients/${clientId}`);

  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("5 avenue Mohammed V, Rabat");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Client mis à jour avec succès")).toBeVisible();

  await other.getByRole("textbox", { name: "Adresse", exact: true }).fill("8 rue de Fès, Meknès");
  await other.getByRole("button", { name: "Enregistrer" }).click();
  await expect(other.getByText(STALE_EDIT_MESSAGE)).toBeVisible();
  await expect(other.getByRole("textbox", { name: "Adresse", exact: true })).toHaveValue("8 rue de Fès, Meknès");

  // Reloaded, the tab shows the other's save; made on that version, its own goes through.
  await other.reload();
  await expect(other.getByText("5 avenue Mohammed V, Rabat")).toBeVisible();
  await other.getByRole("button", { name: "Modifier", exact: true }).click();
  await other.getByRole("textbox", { name: "Adresse", exact: true }).fill("8 rue de Fès, Meknès");
  await other.getByRole("button", { name: "Enregistrer" }).click();
  await expect(other.getByText("Client mis à jour avec succès")).toBeVisible();
});

test("a draft invoice saved in another tab meanwhile: the second save is refused, the first one's notes kept", async ({
  page,
  context,
}) => {
  const client = await createClient({ name: `Client brouillon ${Date.now()}` });
  const draft = await createInvoice({ client, items: [LINE], state: "draft" });
  const other = await context.newPage();
  await bothEditing(page, other, `/invoices/${draft.documentId}`);

  await page.getByLabel("Notes").fill("Paiement à réception.");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Facture mise à jour avec succès")).toBeVisible();

  await other.getByLabel("Notes").fill("Paiement en deux fois.");
  await other.getByRole("button", { name: "Enregistrer" }).click();
  await expect(other.getByText(STALE_EDIT_MESSAGE)).toBeVisible();
  await expect(other.getByLabel("Notes")).toHaveValue("Paiement en deux fois.");

  await other.reload();
  await expect(other.getByText("Paiement à réception.")).toBeVisible();
});
