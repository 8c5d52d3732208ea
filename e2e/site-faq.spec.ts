import { expect, test } from "@playwright/test";
import { adminToken, cmsJson } from "./site";
import { SITE_URL } from "./urls";

test('the FAQ opens the first answer, shows 3 questions then all of them on "Voir plus"', async ({ page }) => {
  await page.goto(`${SITE_URL}/faq`);
  const items = page.locator(".accordion-item");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toHaveAttribute("open", "");
  await expect(items.nth(1)).not.toHaveAttribute("open", "");
  await page.getByRole("link", { name: "Voir plus" }).click();
  await expect(items).toHaveCount(12);
  await expect(page.getByRole("link", { name: "Voir plus" })).toHaveCount(0);

  // The accordion works with the keyboard.
  const second = items.nth(1).locator("summary");
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(1)).toHaveAttribute("open", "");
});

test("the FAQ search is case- and accent-insensitive over questions and answers, and combines with the category", async ({
  page,
}) => {
  // Searching as one types needs the hydrated page.
  await page.goto(`${SITE_URL}/faq`, { waitUntil: "networkidle" });
  await page.getByLabel("Rechercher une question").fill("TARIFS");
  await expect(page).toHaveURL(/q=TARIFS/);
  await expect(page.locator(".accordion-item summary").first()).toHaveText("Comment sont établis vos tarifs ?");
  await page.getByLabel("Rechercher une question").fill("réseaux");
  await expect(page).toHaveURL(/q=r%C3%A9seaux/);
  const accented = await page.locator(".accordion-item summary").allTextContents();
  await page.getByLabel("Rechercher une question").fill("RESEAUX");
  await expect(page).toHaveURL(/q=RESEAUX/);
  expect(await page.locator(".accordion-item summary").allTextContents()).toEqual(accented);
  expect(accented.length).toBeGreaterThan(0);

  await page.getByLabel("Rechercher une question").fill("");
  await page
    .getByRole("navigation", { name: "Filtrer par catégorie" })
    .getByRole("link", { name: "Facturation" })
    .click();
  await expect(page).toHaveURL(/category=billing/);
  await expect(page.locator(".results-count")).toHaveText("3 questions");
  await page.getByLabel("Rechercher une question").fill("zzzz introuvable");
  await expect(page.getByText("Aucune question ne correspond à votre recherche.")).toBeVisible();
});

test("a category chosen while the typed search is still pending keeps both, and the search does not undo it", async ({
  page,
  context,
}) => {
  await page.goto(`${SITE_URL}/faq`, { waitUntil: "networkidle" });
  // Clicked at once: the search, sent 250 ms after the last key, has not gone yet.
  await page.getByLabel("Rechercher une question").fill("facture");
  await page
    .getByRole("navigation", { name: "Filtrer par catégorie" })
    .getByRole("link", { name: "Facturation" })
    .click();
  await expect(page).toHaveURL(/\/faq\?q=facture&category=billing$/);
  // Past the search's own delay: the address, and the list, stay as chosen.
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(/\/faq\?q=facture&category=billing$/);
  const direct = await context.newPage();
  await direct.goto(`${SITE_URL}/faq?q=facture&category=billing`);
  const expected = await direct.locator(".results-count").textContent();
  await expect(page.locator(".results-count")).toHaveText(expected!);
  await expect(page.getByRole("link", { name: "Facturation" })).toHaveAttribute("aria-current", "page");
});

test("the FAQ search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/faq`);
  await page.getByLabel("Rechercher une question").fill("paiement");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/q=paiement/);
  await expect(page.locator(".accordion-item summary").first()).toHaveText("Quels moyens de paiement acceptez-vous ?");
  await context.close();
});

test("an edit of the content in the cms shows on the site within two seconds", async ({ page }) => {
  const token = await adminToken();
  const { data } = await cmsJson<{ data: Array<{ documentId: string; question: string }> }>(
    "/api/faqs?locale=fr&sort[0]=order:asc&pagination[pageSize]=1",
  );
  const faq = data[0]!;
  const edit = (question: string) =>
    cmsJson(`/api/faqs/${faq.documentId}?locale=fr`, {
      method: "PUT",
      token,
      body: JSON.stringify({ data: { question } }),
    });
  const shown = async () => {
    await page.goto(`${SITE_URL}/faq`);
    return page.locator(".accordion-item summary").first().textContent();
  };
  expect(await shown()).toBe(faq.question);
  const edited = `${faq.question} (mise à jour)`;
  try {
    await edit(edited);
    // The cms's purge call empties the site's read cache and its page cache: the change shows at the next request.
    await expect.poll(shown, { timeout: 2_000, intervals: [250] }).toBe(edited);
  } finally {
    await edit(faq.question);
  }
  await expect.poll(shown, { timeout: 2_000, intervals: [250] }).toBe(faq.question);
});
