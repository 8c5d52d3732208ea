import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { openSignedIn } from "./staff";

const [admin] = DEMO_ACCOUNTS;

/**
 * Empties every field of `form` (once its first input is enabled: the settings' wait for them to load), presses
 * `save`, and answers the labels of the fields it then refuses that do not carry the required asterisk.
 */
async function unmarkedRefusals(form: Locator, save: Locator): Promise<string[]> {
  await expect(save).toBeVisible();
  await expect(form.locator("input[type=text], textarea:not([aria-hidden])").first()).toBeEnabled();
  for (const input of await form.locator("input[type=text], input[type=email], input[type=number], textarea").all()) {
    if ((await input.isVisible()) && (await input.isEditable())) await input.fill("");
  }
  await save.click();
  const refused = form.locator('[aria-invalid="true"]');
  await expect(refused.first()).toBeVisible();
  return refused.evaluateAll((fields) =>
    fields
      .map((field) => (field.id ? document.querySelector(`label[for="${field.id}"]`) : null))
      .map((label) => label?.textContent ?? "(no label)")
      .filter((label) => !label.trimEnd().endsWith("*")),
  );
}

/** The back-office's forms and their save button (the user form keeps its button off until it is complete). */
const FORMS = [
  ["/invoices/create", "Enregistrer"],
  ["/quotes/create", "Enregistrer"],
  ["/delivery/create", "Enregistrer"],
  ["/clients/add", "Enregistrer"],
  ["/recurring-invoices/create", "Enregistrer"],
  ["/create-article", "Publier"],
  ["/settings", "Enregistrer"],
] as const;

for (const [path, button] of FORMS) {
  test(`${path}: every field the form refuses empty is marked required`, async ({ page }) => {
    await openSignedIn(page, admin!, path);
    const main = page.locator("#main-content");
    expect(await unmarkedRefusals(main, main.getByRole("button", { name: button }))).toEqual([]);
  });
}

const dialog = (page: Page) => page.getByRole("dialog");

test("an invoice's payment form, credit note and mail dialogs mark every field they refuse empty", async ({ page }) => {
  const client = await createClient({ name: `Champs Requis ${Date.now().toString().slice(-6)}` });
  const invoice = await createInvoice({
    client,
    items: [{ description: "Conseil", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 }],
  });
  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}`);
  const payments = page.getByRole("region", { name: "Paiements" });
  expect(await unmarkedRefusals(payments, payments.getByRole("button", { name: "Enregistrer le paiement" }))).toEqual(
    [],
  );

  await page.getByRole("button", { name: "Établir un avoir" }).click();
  expect(await unmarkedRefusals(dialog(page), dialog(page).getByRole("button", { name: "Établir l'avoir" }))).toEqual(
    [],
  );
  await dialog(page).getByRole("button", { name: "Annuler" }).click();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  expect(await unmarkedRefusals(dialog(page), dialog(page).getByRole("button", { name: "Envoyer" }))).toEqual([]);
});
