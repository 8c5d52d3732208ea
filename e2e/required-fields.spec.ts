import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { openSignedIn } from "./staff";

const [admin] = DEMO_ACCOUNTS;

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
    const save = page.getByRole("button", { name: button });
    await expect(save).toBeVisible();
    // Once loaded (the settings' inputs wait for them), every field emptied, as a user who clears what was there.
    await expect(page.locator("input[type=text]").first()).toBeEnabled();
    for (const input of await page.locator("input[type=text], input[type=email], input[type=number], textarea").all()) {
      if ((await input.isVisible()) && (await input.isEditable())) await input.fill("");
    }
    await save.click();
    const refused = page.locator('[aria-invalid="true"]');
    await expect(refused.first()).toBeVisible();
    const unmarked = await refused.evaluateAll((fields) =>
      fields
        .map((field) => (field.id ? document.querySelector(`label[for="${field.id}"]`) : null))
        .map((label) => label?.textContent ?? "(no label)")
        .filter((label) => !label.trimEnd().endsWith("*")),
    );
    expect(unmarked).toEqual([]);
  });
}
