import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { createClient, createSentQuote, shareDocument } from "./sales-api";
import { firstArticleId, PUBLIC_PATHS, useLanguage } from "./site";
import { SITE_URL } from "./urls";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

for (const language of ["fr", "en", "ar"] as const) {
  test(`axe finds no WCAG 2.1 AA violation on any page in ${language}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await useLanguage(context, language);
    // A client's quote behind its link, with its answer forms.
    const client = await createClient({ name: `Client axe ${language} ${Date.now()}` });
    const items = [{ description: "Audit de référencement", quantity: 1, unitPrice: 4000, discount: 0, taxRate: 20 }];
    const quote = await createSentQuote({ client, items });
    const paths = [
      ...PUBLIC_PATHS.filter((path) => path !== "/Propos"),
      `/blog/${await firstArticleId()}`,
      "/page-inconnue",
      "/faq?all=1",
      await shareDocument("quotes", quote.documentId),
    ];
    const report: string[] = [];
    for (const path of paths) {
      await page.goto(`${SITE_URL}${path}`);
      for (const finding of await axeViolations(page, WCAG_21_AA)) {
        report.push(`${path}: ${finding.id} — ${finding.help} (${finding.targets})`);
      }
    }
    expect(report).toEqual([]);
  });
}

test("the axe check reports what it is there to find: an image without its text, a field without its label", async ({
  page,
}) => {
  // Once hydrated: React would otherwise take the planted elements out again.
  await page.goto(SITE_URL, { waitUntil: "networkidle" });
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("beforeend", '<img src="/favicon.ico"><input type="text">');
  });
  const findings = await axeViolations(page, WCAG_21_AA);
  expect(findings.map((finding) => `${finding.id} ${finding.impact}`).sort()).toEqual([
    "image-alt critical",
    "label critical",
  ]);
  expect(findings.find((finding) => finding.id === "image-alt")?.targets).toContain("img");
});

test("the menu, the accordion and the forms can be used with the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The menu button opens the menu once the page is hydrated.
  await page.goto(SITE_URL, { waitUntil: "networkidle" });
  // Skip link first, then the brand, then the menu button.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Aller au contenu principal" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Accueil" }),
  ).toBeFocused();

  await page.goto(`${SITE_URL}/faq`);
  const summary = page.locator(".accordion-item summary").nth(2);
  await summary.focus();
  await page.keyboard.press("Space");
  await expect(page.locator(".accordion-item").nth(2)).toHaveAttribute("open", "");

  await page.goto(`${SITE_URL}/contact`);
  await page.getByLabel("Nom complet").focus();
  for (const label of ["Adresse e-mail", "Téléphone", "Service souhaité", "Votre message"]) {
    await page.keyboard.press("Tab");
    await expect(page.locator("form.contact-form").getByLabel(label)).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("form.contact-form").getByRole("alert")).toHaveText("Tous les champs sont requis");
});
