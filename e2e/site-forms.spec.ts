import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { openSignedIn, searchList } from "./staff";
import { SITE_URL } from "./urls";

const admin = DEMO_ACCOUNTS[0]!;

async function fillContactForm(page: Page, name: string) {
  const form = page.locator("form.contact-form");
  await form.getByLabel("Nom complet").fill(name);
  await form.getByLabel("Adresse e-mail").fill("prospect@example.ma");
  await form.getByLabel("Téléphone").fill("+212 6 11 22 33 44");
  await form.getByLabel("Service souhaité").selectOption({ label: "Photographie" });
  await form.getByLabel("Votre message").fill("Bonjour, nous voulons des photos de notre nouvelle boutique.");
}

async function expectInBackOffice(page: Page, path: string, text: string) {
  await openSignedIn(page, admin, path);
  await searchList(page, text);
  await expect(page.getByRole("row").filter({ hasText: text })).toBeVisible();
}

test("the contact form requires every field, sends the message, and the message appears in the back-office list", async ({
  page,
}) => {
  const name = `Prospect site ${Date.now()}`;
  await page.goto(`${SITE_URL}/contact`);
  const form = page.locator("form.contact-form");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(form.getByRole("alert")).toHaveText("Tous les champs sont requis");

  await fillContactForm(page, name);
  await form.getByLabel("Téléphone").fill("pas un numéro");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(form.getByRole("alert")).toHaveText("Veuillez saisir un numéro de téléphone valide.");

  await form.getByLabel("Téléphone").fill("+212 6 11 22 33 44");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(form.getByText("Message envoyé avec succès")).toBeVisible();
  await expect(form.getByLabel("Nom complet")).toHaveValue("");
  await expect(form.getByLabel("Nom complet")).toBeEnabled();

  await expectInBackOffice(page, "/messages", name);
});

test("the contact form is disabled and says so while the message is on its way", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/contact"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  // Once the page is hydrated: before that, the form is a plain HTML form posting the page.
  await page.goto(`${SITE_URL}/contact`, { waitUntil: "networkidle" });
  await fillContactForm(page, `Prospect patient ${Date.now()}`);
  const form = page.locator("form.contact-form");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  // The fieldset's `disabled` reaches every control in it.
  await expect(form.getByLabel("Nom complet")).toBeDisabled();
  await expect(form.getByLabel("Service souhaité")).toBeDisabled();
  await expect(form.getByRole("button", { name: /Envoi en cours/ })).toBeDisabled();
  release();
  await expect(form.getByText("Message envoyé avec succès")).toBeVisible();
  await expect(form.getByLabel("Nom complet")).toBeEnabled();
  await expect(form.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
});

test("the home contact section works without JavaScript and shows the answer on /contact", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SITE_URL);
  const form = page.locator("form.contact-form");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("alert")).toHaveText("Tous les champs sont requis");
  await fillContactForm(page, `Prospect sans JavaScript ${Date.now()}`);
  await page.locator("form.contact-form").getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Message envoyé avec succès")).toBeVisible();
  await context.close();
});

test("the contact form speaks the visitor language", async ({ page, context }) => {
  await context.addCookies([{ name: "lng", value: "ar", url: SITE_URL }]);
  await page.goto(`${SITE_URL}/contact`);
  await page.locator("form.contact-form").getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.locator("form.contact-form").getByRole("alert")).toHaveText("جميع الحقول مطلوبة");
});

test("the footer newsletter form signs up, shows its message, and the subscriber appears in the back-office list", async ({
  page,
}) => {
  const email = `lecteur.${Date.now()}@example.ma`;
  await page.goto(`${SITE_URL}/services`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Votre adresse e-mail").fill(email);
  await footer.getByRole("button", { name: "S'abonner" }).click();
  await expect(footer.getByText("Abonnement enregistré avec succès")).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  await expectInBackOffice(page, "/subscribers", email);
});

test("a bad newsletter address is answered by the site, in the page's language, and kept to correct", async ({
  page,
  context,
}) => {
  await page.goto(`${SITE_URL}/services`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Votre adresse e-mail").fill("pas-une-adresse");
  await footer.getByRole("button", { name: "S'abonner" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Veuillez saisir une adresse e-mail valide.");
  await expect(footer.getByLabel("Votre adresse e-mail")).toHaveValue("pas-une-adresse");

  await context.addCookies([{ name: "lng", value: "ar", url: SITE_URL }]);
  await page.goto(`${SITE_URL}/services`);
  await footer.getByRole("button", { name: "اشتراك" }).click();
  await expect(footer.getByRole("alert")).toHaveText("يرجى إدخال بريد إلكتروني صالح.");
});

test("the newsletter form works without JavaScript and shows an error for a bad address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/faq`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Votre adresse e-mail").fill(`sansjs.${Date.now()}@example.ma`);
  await footer.getByRole("button", { name: "S'abonner" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByText("Abonnement enregistré avec succès")).toBeVisible();

  // The browser's own check is bypassed to reach the server's.
  const response = await page.request.post(`${SITE_URL}/newsletter`, { form: { email: "pas-une-adresse" } });
  expect(await response.text()).toContain("Veuillez saisir une adresse e-mail valide.");
  await context.close();
});
