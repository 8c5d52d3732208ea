import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { mailSnapshot, waitForCode } from "./mail";
import { openSignedIn, searchList, sendContactMessage } from "./staff";

const [, writer] = DEMO_ACCOUNTS;

test("a writer deletes a message with the code read from the mail", async ({ page }) => {
  const name = `Visiteur ${Date.now()}`;
  await sendContactMessage(name);
  await openSignedIn(page, writer!, "/messages");
  await searchList(page, name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: "Supprimer" }).click();
  const confirm = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
  await expect(confirm).toBeVisible();
  const before = await mailSnapshot();
  await confirm.getByRole("button", { name: "Supprimer" }).click();

  const codeDialog = page.getByRole("dialog", { name: "Confirmez la suppression" });
  await expect(codeDialog).toBeVisible();
  const code = await waitForCode(writer!.email, before);
  const input = codeDialog.getByLabel("Code de vérification");
  await input.fill(`ab${code}99`);
  await expect(input).toHaveValue(code);
  await input.fill(code.slice(0, 5));
  await expect(codeDialog.getByRole("button", { name: "Vérifier" })).toBeDisabled();
  await input.fill(code);
  await codeDialog.getByRole("button", { name: "Vérifier" }).click();

  await expect(page.getByText("Message supprimé avec succès.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("cancelling the confirmation deletes nothing", async ({ page }) => {
  const name = `Gardé ${Date.now()}`;
  await sendContactMessage(name);
  await openSignedIn(page, writer!, "/messages");
  await searchList(page, name);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog", { name: "Êtes-vous sûr ?" }).getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await searchList(page, name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
});
