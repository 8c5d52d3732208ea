import { expect, test, type Page } from "@playwright/test";
import { STALE_EDIT_MESSAGE, STALE_SETTINGS_MESSAGE } from "@agency/shared";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { openSignedIn } from "./staff";
import { ADMIN_URL } from "./urls";

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

test("the settings saved in another tab meanwhile: that tab's save is refused with what to do; one page's tabs save in turn", async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  const panel = (tab: Page, name: "Général" | "Facturation") => tab.getByRole("tabpanel", { name });
  for (const tab of [page, other]) {
    await openSignedIn(tab, admin!, "/settings");
    // Loaded: the saves below are made on the version each tab read.
    await expect(panel(tab, "Général").getByLabel("Nom de l'entreprise")).not.toHaveValue("");
  }

  // Saved as they are: the values stay, the version moves.
  await panel(page, "Général").getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres enregistrés")).toBeVisible();

  await other.getByRole("tab", { name: "Facturation" }).click();
  await panel(other, "Facturation").getByRole("button", { name: "Enregistrer" }).click();
  await expect(other.getByText(STALE_SETTINGS_MESSAGE)).toBeVisible();

  // The page that saved "Général" saves "Facturation" on the version its own save answered.
  await page.getByRole("tab", { name: "Facturation" }).click();
  await panel(page, "Facturation").getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres de facturation enregistrés")).toBeVisible();
  await expect(page.getByText(STALE_SETTINGS_MESSAGE)).toHaveCount(0);
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
  await expect(other.getByText("Paiement à réception.", { exact: true })).toBeVisible();
});

test("leaving a form with unsaved changes asks first: staying keeps them, a saved form leaves without asking", async ({
  page,
}) => {
  const client = await createClient({ name: `Client en cours ${Date.now()}` });
  await openSignedIn(page, admin!, `/clients/${client}`);
  await page.getByRole("button", { name: "Modifier", exact: true }).click();
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("3 place des Nations, Tanger");

  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("menuitem", { name: "Factures", exact: true }).click();
  await expect
    .poll(() => questions)
    .toEqual(["Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?"]);
  await expect(page).toHaveURL(new RegExp(`/clients/${client}$`));
  await expect(page.getByRole("textbox", { name: "Adresse", exact: true })).toHaveValue("3 place des Nations, Tanger");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("menuitem", { name: "Factures", exact: true }).click();
  await expect(page).toHaveURL(/\/invoices$/);

  // Saved, the form is left without a question (an unexpected one would be dismissed and hold the page).
  await page.goto(`${ADMIN_URL}/clients/${client}`);
  await page.getByRole("button", { name: "Modifier", exact: true }).click();
  await page.getByRole("textbox", { name: "Adresse", exact: true }).fill("3 place des Nations, Tanger");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Client mis à jour avec succès")).toBeVisible();
  await page.getByRole("menuitem", { name: "Factures", exact: true }).click();
  await expect(page).toHaveURL(/\/invoices$/);
});
