import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { mailSnapshot, waitForCode } from "./mail";
import { paragraphGaps } from "./paragraphs";
import { openSignedIn, searchList, sendContactMessage, signIn } from "./staff";
import { MAIL_URL } from "./urls";

const [admin, writer] = DEMO_ACCOUNTS;

async function waitForMailTo(address: string, after: Set<string>): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await (await fetch(`${MAIL_URL}/email`)).json()) as Array<{
      id: string;
      subject: string;
      text: string;
      to: Array<{ address: string }>;
    }>;
    const mail = mails.filter((m) => !after.has(m.id) && m.to.some((to) => to.address === address)).pop();
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a writer replies to a message; the reply is mailed and recorded", async ({ page }) => {
  const name = `Client curieux ${Date.now()}`;
  await sendContactMessage(name);
  await openSignedIn(page, writer!, "/messages");
  await searchList(page, name);
  await page.getByRole("row").filter({ hasText: name }).click();
  const pane = page.getByRole("region", { name: "Détail du message" });
  await expect(pane.getByText("Bonjour, je souhaite un rendez-vous.")).toBeVisible();
  await pane.getByRole("button", { name: "Répondre" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Envoyer" })).toBeDisabled();
  await dialog.getByLabel("Votre réponse").fill("Merci pour votre message, nous vous rappelons demain matin.");
  const before = await mailSnapshot();
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText(/Votre réponse a été envoyée avec succès/)).toBeVisible();
  const mail = await waitForMailTo("visiteur@example.ma", before);
  expect(mail.text).toContain("nous vous rappelons demain matin");
  await expect(pane.getByText("Merci pour votre message, nous vous rappelons demain matin.")).toBeVisible();
});

test("a visitor's paragraph in Arabic reads from the right of the French back-office, a French one from the left", async ({
  page,
}) => {
  const name = `Visiteur arabophone ${Date.now()}`;
  await sendContactMessage(name, "Bonjour,\nأود الحصول على عرض سعر لتصميم شعار.");
  await openSignedIn(page, writer!, "/messages");
  await searchList(page, name);
  await page.getByRole("row").filter({ hasText: name }).click();
  const message = page.getByRole("region", { name: "Détail du message" }).getByText(/أود الحصول/);
  const gaps = await paragraphGaps(message);
  expect(gaps.first).toBeLessThan(1);
  expect(gaps.last).toBeLessThan(1);
});

test("the messages search finds a service by the label the list shows, whatever its accents", async ({ page }) => {
  await openSignedIn(page, writer!, "/messages");
  await searchList(page, "photographie");
  const rows = page.getByRole("row").filter({ hasText: "Adil Naciri" });
  await expect(rows.first()).toContainText("Photographie");
  await searchList(page, "identite visuelle");
  await expect(page.getByRole("row").filter({ hasText: "Salma Tahiri" }).first()).toContainText("Identité visuelle");
});

test("an admin creates an article with a cover image and finds it by search and category", async ({ page }) => {
  const title = `Tendances du marketing ${Date.now()}`;
  await openSignedIn(page, admin!, "/create-article");
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Extrait" }).fill("Ce qui change cette année pour les marques marocaines.");
  await page.getByRole("combobox", { name: "Catégorie" }).selectOption({ label: "Design" });
  await page.getByLabel("Image de couverture").setInputFiles({
    name: "couverture.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  const editor = page.getByRole("textbox", { name: "Contenu" });
  await editor.click();
  await page.keyboard.type("Les marques marocaines investissent davantage dans la vidéo courte et le contenu local.");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Article créé avec succès")).toBeVisible();
  await expect(page).toHaveURL(/\/posts$/);

  await searchList(page, title);
  await page.getByRole("combobox", { name: "Catégorie" }).selectOption({ label: "Design" });
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("img")).toHaveAttribute("src", /\/uploads\//);
});

test("an admin adds a user with the code from the mail, and the user can sign in", async ({ page }) => {
  const email = `nouveau.${Date.now()}@agence.ma`;
  await openSignedIn(page, admin!, "/users/add");
  const submit = page.getByRole("button", { name: "Créer l'utilisateur" });
  await expect(submit).toBeDisabled();
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Nouveau Rédacteur");
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Mot de passe" }).fill("Bienvenue2026!");
  await page.getByRole("combobox", { name: "Rôle" }).click();
  await page.getByRole("option", { name: /Écrivain/ }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  const before = await mailSnapshot();
  await page.getByRole("dialog", { name: "Êtes-vous sûr ?" }).getByRole("button").last().click();
  const code = await waitForCode(admin!.email, before);
  await page.getByLabel("Code de vérification").fill(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Utilisateur créé avec succès")).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByText("Déconnexion", { exact: true }).click();
  await page.getByRole("dialog").getByRole("button").last().click();
  await signIn(page, email, "Bienvenue2026!");
  await expect(page).toHaveURL(/\/messages$/);
});

test("the colour theme chosen on the dashboard survives a reload", async ({ page }) => {
  await signIn(page, admin!.email, admin!.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Chiffre d'affaires")).toBeVisible();
  const appBar = page.locator("header").first();
  const before = await appBar.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.getByRole("button", { name: "Bleu" }).click();
  await expect(page.getByRole("button", { name: "Bleu" })).toHaveAttribute("aria-pressed", "true");
  const blue = await appBar.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(blue).not.toBe(before);
  await page.reload();
  await expect(page.getByRole("button", { name: "Bleu" })).toHaveAttribute("aria-pressed", "true");
  expect(await appBar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(blue);
  await page.getByRole("button", { name: "Or", exact: true }).click();
});

test("the article editor's level select turns the line into a heading and follows the cursor", async ({ page }) => {
  await openSignedIn(page, writer!, "/create-article");
  const editor = page.getByRole("textbox", { name: "Contenu" });
  const level = page.getByRole("combobox", { name: /^Choisir le niveau/ });
  await editor.click();
  await page.keyboard.type("Un titre");
  await level.click();
  await page.getByRole("option", { name: "Titre 2" }).click();
  await expect(editor.locator("h2")).toHaveText("Un titre");
  await expect(level).toHaveText("Titre 2");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Du texte");
  await expect(level).toHaveText("Normal");
  await expect(editor.locator("p", { hasText: "Du texte" })).toHaveCount(1);
});
