import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { mailSnapshot, waitForCode } from "./mail";
import { createClient, createInvoice } from "./sales-api";
import { openSignedIn, searchList, sendContactMessage } from "./staff";

const [admin, writer] = DEMO_ACCOUNTS;

test("a writer deletes a message with the code read from the mail, which a stray Escape does not drop", async ({
  page,
}) => {
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
  // A stray Escape does not drop the code typed in: the dialog asks first, and staying keeps it.
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: "Abandonner la saisie ?" });
  await question.getByRole("button", { name: "Continuer la saisie" }).click();
  await expect(question).toBeHidden();
  await expect(input).toHaveValue(code.slice(0, 5));
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

test("what the book of record keeps offers no deletion: an issued invoice, and a client its documents name, in its list and on its page", async ({
  page,
}) => {
  const name = `Client gardé ${Date.now()}`;
  const client = await createClient({ name });
  const items = [{ description: "Audit SEO", quantity: 1, unitPrice: 1500, discount: 0, taxRate: 20 }];
  const issued = await createInvoice({ client, items });
  await createInvoice({ client, items, state: "draft" });

  await openSignedIn(page, admin!, "/invoices");
  await searchList(page, name);
  const issuedRow = page.getByRole("row").filter({ hasText: issued.invoiceNumber });
  const draftRow = page.getByRole("row").filter({ hasText: "Brouillon" }).filter({ hasText: name });
  await expect(issuedRow.getByRole("link", { name: "Voir" })).toBeVisible();
  await expect(issuedRow.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
  await expect(draftRow.getByRole("button", { name: "Supprimer" })).toBeVisible();

  // The clients list, and each client's page, offer what the server allows: a client its documents name is archived,
  // not deleted; one without documents may be deleted.
  const aloneName = `Client sans pièces ${Date.now()}`;
  const alone = await createClient({ name: aloneName });
  await page.goto(page.url().replace(/\/invoices.*$/, "/clients"));
  await searchList(page, name);
  const clientRow = page.getByRole("row").filter({ hasText: name });
  await expect(clientRow.getByRole("link", { name: "Voir" })).toBeVisible();
  await expect(clientRow.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
  await searchList(page, aloneName);
  await expect(
    page.getByRole("row").filter({ hasText: aloneName }).getByRole("button", { name: "Supprimer" }),
  ).toBeVisible();

  for (const [id, deletable] of [
    [client, false],
    [alone, true],
  ] as const) {
    await page.goto(page.url().replace(/\/clients.*$/, `/clients/${id}`));
    const actions = page.getByRole("main");
    await expect(actions.getByRole("button", { name: "Archiver" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Total des ventes" })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Supprimer" })).toHaveCount(deletable ? 1 : 0);
  }
});
