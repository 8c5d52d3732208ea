import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS, SITE_LANGUAGES, useLanguage } from "./site";
import { SITE_URL } from "./urls";

const LANGUAGES = SITE_LANGUAGES;

for (const language of LANGUAGES) {
  test(`the home page renders in ${language.code} with dir=${language.dir}`, async ({ page, context }) => {
    await context.addCookies([{ name: "lng", value: language.code, url: SITE_URL }]);
    const response = await page.goto(SITE_URL);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", language.code);
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test(`every public route answers 200 in ${language.code} with lang and dir set by the server`, async ({
    request,
  }) => {
    for (const path of PUBLIC_PATHS) {
      const response = await request.get(`${SITE_URL}${path}`, { headers: { Cookie: `lng=${language.code}` } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${language.code}" dir="${language.dir}"`);
    }
  });
}

test("between the phone menu and a wide screen, the header's links stay on one row, the contact button on one line, the footer's input in its column", async ({
  page,
  context,
}) => {
  for (const language of LANGUAGES) {
    await useLanguage(context, language.code);
    for (const width of [768, 1024, 1199, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(SITE_URL);
      const where = `${language.code} at ${width} px`;
      const links = page.locator(".site-header nav li");
      await expect(links, where).toHaveCount(5);
      const tops = await links.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `${where}: one row of links`).toBe(1);
      const contact = await page.locator(".site-header .button-primary").boundingBox();
      const languageButton = await page.locator(".language-option").first().boundingBox();
      // One line of text is about a language button's height; two would be half as much again.
      expect(contact?.height, `${where}: the contact button on one line`).toBeLessThan(
        1.25 * (languageButton?.height ?? 0),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      const inside = await page.locator("footer input[type=email]").evaluate((input: HTMLInputElement) => {
        const field = input.getBoundingClientRect();
        const column = input.form!.getBoundingClientRect();
        return field.left >= column.left - 0.5 && field.right <= column.right + 0.5;
      });
      expect(inside, `${where}: the newsletter's input inside its footer column`).toBe(true);
    }
  }
});

test("a page that ends with a coloured band meets the footer without a white strip", async ({ page, context }) => {
  await useLanguage(context, "fr");
  await page.goto(`${SITE_URL}/services`);
  const gap = await page.evaluate(() => {
    const sections = document.querySelectorAll("main section");
    const last = sections.item(sections.length - 1).getBoundingClientRect();
    return document.querySelector("footer")!.getBoundingClientRect().top - last.bottom;
  });
  expect(gap).toBe(0);
});

test("grids leave no lone card: services and team three a row, figures and footer in one row or two by two, two projects side by side", async ({
  page,
  context,
}) => {
  await useLanguage(context, "fr");
  const rows = async (selector: string) => {
    const tops = await page
      .locator(selector)
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    return [...new Set(tops)].map((top) => tops.filter((each) => each === top).length);
  };
  for (const [width, services, figures, footer] of [
    [1366, [3, 3], [4], [4]],
    [820, [2, 2, 2], [4], [2, 2]],
    [390, [1, 1, 1, 1, 1, 1], [2, 2], [1, 1, 1, 1]],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(SITE_URL);
    expect(await rows("[aria-labelledby=services-title] .card-grid > li"), `services at ${width} px`).toEqual(services);
    expect(await rows(".stat-list .stat"), `figures at ${width} px`).toEqual(figures);
    expect(await rows(".footer-grid > *"), `footer at ${width} px`).toEqual(footer);
  }
  for (const [width, team, portfolio] of [
    [1366, [3, 3], [2]],
    [1024, [3, 3], [2]],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${SITE_URL}/propos`);
    expect(await rows(".team-member"), `team at ${width} px`).toEqual(team);
    await page.goto(`${SITE_URL}/services`);
    expect(await rows("[aria-labelledby=portfolio-title] .card-grid > li"), `portfolio at ${width} px`).toEqual(
      portfolio,
    );
  }
});

test("the home page shows every section with the cms content", async ({ page, context }) => {
  await useLanguage(context, "fr");
  await page.goto(SITE_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faites grandir votre marque en ligne");
  for (const title of [
    "Notre mission",
    "Ils nous font confiance",
    "L'agence en chiffres",
    "Nos services",
    "Notre expertise",
    "Nos derniers projets",
    "Questions fréquentes",
    "Contactez-nous",
  ]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeAttached();
  }
  await expect(page.getByText("Google Partner")).toBeVisible();
  await expect(page.getByText("250+")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Photographie" })).toBeVisible();
  await expect(page.getByText("Lundi – Vendredi")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "S'abonner" })).toBeVisible();
});

test("the footer's year is the server's even when the browser's clock is in another year", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const serverYear = new Intl.DateTimeFormat("en", { timeZone: "Africa/Casablanca", year: "numeric" }).format(
    new Date(),
  );
  // A visitor whose clock already reads next New Year's Day.
  await page.clock.install({ time: new Date(`${Number(serverYear) + 1}-01-01T00:30:00`) });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(SITE_URL, { waitUntil: "networkidle" });
  // The menu opens only once the page is hydrated: the footer below is the hydrated one.
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(".copyright")).toHaveText(`© ${serverYear} Agence Digitale. Tous droits réservés.`);
  expect(errors).toEqual([]);
});

test("opening hours of spec point 9, written as each language writes times", async ({ page, context }) => {
  await page.goto(`${SITE_URL}/contact`);
  await expect(page.locator(".opening-hours")).toContainText(
    "Lundi – Vendredi9:30 – 18:30Samedi10:30 – 14:30DimancheFermé",
  );
  await useLanguage(context, "ar");
  await page.goto(`${SITE_URL}/contact`);
  // As Morocco writes times in Arabic (ar-MA): the 24-hour clock and Latin digits, not "6:30 م".
  await expect(page.locator(".opening-hours")).toContainText("الاثنين – الجمعة9:30 – 18:30");
  await expect(page.locator(".opening-hours")).toContainText("الأحدمغلق");
});

test("the about page shows mission, vision and six team members, also at /Propos", async ({ page }) => {
  const response = await page.goto(`${SITE_URL}/Propos`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Notre mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notre vision" })).toBeVisible();
  await expect(page.locator(".team-member")).toHaveCount(6);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/propos$/);
});

test("services, projects and a project detail come from the cms", async ({ page }) => {
  await page.goto(`${SITE_URL}/services`);
  await expect(page.locator(".service-card")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Notre portfolio" })).toBeVisible();
  await page.goto(`${SITE_URL}/projects`);
  await expect(page.locator(".project-card")).toHaveCount(4);
  await page.locator(".project-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/projects\/riad-dar-zitoun-marrakech$/);
  for (const label of ["Client", "Expertise", "Année"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const heading of ["Les défis", "Nos solutions", "Les résultats"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
});

test("the language switcher changes the language and keeps it across pages and reloads", async ({ page }) => {
  await page.goto(SITE_URL);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("button", { name: "العربية" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto(`${SITE_URL}/services`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("link", { name: "المدونة" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/blog$/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an unknown route shows the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto(`${SITE_URL}/cette-page/nexiste-pas`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page introuvable")).toBeVisible();
  await expect(page.getByRole("link", { name: /accueil/i }).first()).toBeVisible();
});

test("unknown projects, articles and blog pages answer 404", async ({ page, request }) => {
  expect((await request.get(`${SITE_URL}/projects/nexiste-pas`)).status()).toBe(404);
  expect((await request.get(`${SITE_URL}/blog?page=99`)).status()).toBe(404);
  const response = await page.goto(`${SITE_URL}/blog/nexistepas`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article non trouvé" })).toBeVisible();
  await page.getByRole("link", { name: "Retour au blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
