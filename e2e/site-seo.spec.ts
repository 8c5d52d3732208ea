import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS, SITE_LANGUAGES } from "./site";
import { SITE_URL } from "./urls";

test("each page has its title, description, canonical address and hreflang alternates in its language", async ({
  page,
  context,
}) => {
  await page.goto(`${SITE_URL}/services`);
  await expect(page).toHaveTitle("Services | Agence Digitale");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /sites web/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/services`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", `${SITE_URL}/services`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/services?lng=en`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/services?lng=ar`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/services`,
  );

  await context.addCookies([{ name: "lng", value: "ar", url: SITE_URL }]);
  await page.goto(`${SITE_URL}/services`);
  await expect(page).toHaveTitle("الخدمات | Agence Digitale");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/services?lng=ar`);
});

test("an hreflang address renders its language and keeps it for the next pages", async ({ page }) => {
  await page.goto(`${SITE_URL}/faq?lng=en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto(`${SITE_URL}/contact`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("sitemap.xml lists every page in the three languages, robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get(`${SITE_URL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of [
    "/",
    "/services",
    "/propos",
    "/blog",
    "/faq",
    "/contact",
    "/projects",
    "/projects/riad-dar-zitoun-marrakech",
  ]) {
    expect(xml).toContain(`<loc>${new URL(path, SITE_URL).href}</loc>`);
  }
  expect(xml).toContain(`<loc>${SITE_URL}/faq?lng=ar</loc>`);
  expect(xml).toMatch(/<loc>[^<]+\/blog\/[a-z0-9]+<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');

  const robots = await request.get(`${SITE_URL}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("images below the fold are lazy and every image has its size reserved", async ({ page }) => {
  await page.goto(SITE_URL);
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    await expect(image).toHaveAttribute("loading", "lazy");
  }
});

test("the server-rendered HTML of every page, in every language, carries no NUL byte", async ({ request }) => {
  for (const { code } of SITE_LANGUAGES) {
    for (const path of PUBLIC_PATHS) {
      const answer = await request.get(`${SITE_URL}${path}?lng=${code}`, {
        headers: { "User-Agent": "Googlebot/2.1" },
      });
      expect(answer.status(), `${path} in ${code}`).toBe(200);
      const body = await answer.body();
      expect(body.includes(0), `${path} in ${code}`).toBe(false);
    }
  }
});
