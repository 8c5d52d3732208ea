import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { openIssuedInvoice, openSignedIn, searchList, sendContactMessage } from "./staff";

const [admin, writer] = DEMO_ACCOUNTS;

/** The question a dialog holding typed input asks before Escape or a click outside drops it. */
const question = (page: Page) => page.getByRole("dialog", { name: "Abandonner la saisie ?" });

/** A click on the dimmed page around the dialog, where nothing else is. */
const clickOutside = (page: Page) => page.mouse.click(5, 5);

/** Escape and a click outside each ask first; staying keeps the input, abandoning closes the dialog. */
async function expectInputKept(page: Page, dialog: Locator, field: Locator, typed: string): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText("Ce que vous avez saisi dans cette fenêtre n'a pas été enregistré");
  await question(page).getByRole("button", { name: "Continuer la saisie" }).click();
  await expect(question(page)).toBeHidden();
  await expect(field).toHaveValue(typed);

  await clickOutside(page);
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Abandonner" }).click();
  await expect(dialog).toBeHidden();
}

test("a document's mail dialog asks before Escape or a click outside drops the typed message, not when untouched", async ({
  page,
}) => {
  const number = await openIssuedInvoice(page, admin!);
  const send = page.getByRole("button", { name: "Envoyer par e-mail" });
  const dialog = page.getByRole("dialog", { name: `Envoyer la facture ${number} par e-mail` });

  // Untouched: Escape closes it at once.
  await send.click();
  const message = dialog.getByLabel("Message");
  await expect(message).toHaveValue(/notre facture/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(question(page)).toBeHidden();

  await send.click();
  await expect(message).toHaveValue(/notre facture/);
  const typed = `${await message.inputValue()}\n\nPaiement attendu avant la fin du mois.`;
  await message.fill(typed);
  await expectInputKept(page, dialog, message, typed);

  // Opened again, it starts from the proposed mail.
  await send.click();
  await expect(message).toHaveValue(/notre facture/);
  await expect(message).not.toHaveValue(/Paiement attendu/);
});

test("a message's reply dialog keeps the typed reply from a stray Escape or click outside", async ({ page }) => {
  const name = `Visiteur pressé ${Date.now()}`;
  await sendContactMessage(name);
  await openSignedIn(page, writer!, "/messages");
  await searchList(page, name);
  await page.getByRole("row").filter({ hasText: name }).click();
  const pane = page.getByRole("region", { name: "Détail du message" });
  await pane.getByRole("button", { name: "Répondre" }).click();
  const dialog = page.getByRole("dialog", { name: `Répondre à ${name}` });
  const reply = dialog.getByLabel("Votre réponse");
  await reply.fill("Bonjour, nous vous rappelons demain.");
  await expectInputKept(page, dialog, reply, "Bonjour, nous vous rappelons demain.");

  // Opened again: empty, and Escape closes it at once.
  await pane.getByRole("button", { name: "Répondre" }).click();
  await expect(reply).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
