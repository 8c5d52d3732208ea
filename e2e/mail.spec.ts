import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { attachmentBytes, mailSnapshot, waitForMail } from "./mail";
import { openFirstNumbered, openIssuedInvoice, openSignedIn } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

test("an admin e-mails an issued invoice with a copy, sees the sending listed, and the client receives its PDF", async ({
  page,
}) => {
  const number = await openIssuedInvoice(page, admin!);
  const mailings = page.getByRole("region", { name: "Envois" });
  await expect(mailings.getByText("Aucun envoi pour l'instant.")).toBeVisible();

  // The dialog starts from the server's draft: the client's address, a French subject and message.
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: `Envoyer la facture ${number} par e-mail` });
  const subject = dialog.getByLabel("Objet");
  await expect(subject).toHaveValue(new RegExp(`^Facture ${number} — `));
  const to = await dialog.getByRole("textbox", { name: "À", exact: true }).inputValue();
  expect(to).toMatch(/^[^@\s]+@[^@\s]+$/);
  const message = dialog.getByLabel("Message");
  await expect(message).toHaveValue(new RegExp(`notre facture ${number} d'un montant de `));
  await message.fill(`${await message.inputValue()}\n\nMerci de votre confiance.`);
  await dialog.getByLabel("Cc").fill("comptable@example.ma");
  await dialog.getByLabel("Cc").press("Enter");
  await expect(dialog.getByRole("button", { name: "comptable@example.ma" })).toBeVisible();

  const before = await mailSnapshot();
  await dialog.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(dialog.getByText("La facture a été envoyée par e-mail.")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 3_000 });
  // The notification outlives the dialog.
  await expect(page.getByText("La facture a été envoyée par e-mail.")).toBeVisible();

  // "Envois" lists it from the journal: when, to whom (the copy too), by whom.
  const row = mailings.getByRole("row").filter({ hasText: to });
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(row).toContainText("Cc : comptable@example.ma");
  await expect(row).toContainText(admin!.email);

  const mail = await waitForMail(to, before);
  expect(mail.subject).toMatch(new RegExp(`^Facture ${number} — `));
  expect(mail.text).toContain("Merci de votre confiance.");
  expect(mail.cc?.map((copy) => copy.address)).toEqual(["comptable@example.ma"]);
  const attachment = mail.attachments?.find((file) => file.contentType === "application/pdf");
  expect(attachment?.fileName).toBe(`${number}.pdf`);
  expect((await attachmentBytes(mail, attachment!)).subarray(0, 4).toString("latin1")).toBe("%PDF");
});

test("an admin words the documents' mail in the settings, and the send dialog of a quote proposes it", async ({
  page,
}) => {
  await openSignedIn(page, admin!, "/settings");
  await page.getByRole("tab", { name: "Facturation" }).click();
  const panel = page.getByRole("tabpanel", { name: "Facturation" });
  const subject = panel.getByLabel("Objet");
  // None saved yet: the default template is shown, to be edited.
  await expect(subject).toHaveValue("{type} {numero} — {societe}");
  await subject.fill("{type} {numero} pour {client} : {nom}");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panel.getByText(/^Variable inconnue : \{nom\}\./)).toBeVisible();
  await subject.fill("{type} {numero} pour {client}");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres de facturation enregistrés")).toBeVisible();

  const number = await openFirstNumbered(page, "/quotes", /DEVIS-\d{2}-\d{4}/);
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: `Envoyer le devis ${number} par e-mail` });
  await expect(dialog.getByLabel("Objet")).toHaveValue(new RegExp(`^Devis ${number} pour \\S`));
  await dialog.getByRole("button", { name: "Annuler" }).click();

  // Cleared, the default template is back, in the settings and in the dialog.
  await page.goto(`${ADMIN_URL}/settings`);
  await page.getByRole("tab", { name: "Facturation" }).click();
  // The saved template first: typed before the settings arrive, the input would be replaced by them.
  await expect(subject).toHaveValue("{type} {numero} pour {client}");
  await subject.fill("");
  await panel.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres de facturation enregistrés")).toBeVisible();
  await expect(subject).toHaveValue("{type} {numero} — {societe}");
});
