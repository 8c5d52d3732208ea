import { expect, test, type Page } from "@playwright/test";
import { adminToken, cmsJson, firstArticleId, useLanguage } from "./site";
import { SITE_URL } from "./urls";

const cardTitles = (page: Page) => page.locator(".article-card .card-title").allTextContents();

test("the blog lists the cms articles; the category filter and the pagination change the list and the address", async ({
  page,
}) => {
  await page.goto(`${SITE_URL}/blog`);
  const firstPage = await cardTitles(page);
  expect(firstPage).toHaveLength(3);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await cardTitles(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);

  await page
    .getByRole("navigation", { name: "Filtrer par catégorie" })
    .getByRole("link", { name: "Réseaux Sociaux" })
    .click();
  await expect(page).toHaveURL(/\/blog\?category=social$/);
  await expect(page.locator(".article-card")).toHaveCount(2);
  await expect(page.locator(".article-card .card-kicker").first()).toHaveText("Réseaux Sociaux");

  await page.getByRole("link", { name: "Analytique" }).click();
  await expect(page).toHaveURL(/category=analytics/);
  await expect(page.getByText("Aucun article dans cette catégorie pour le moment.")).toBeVisible();

  await page.getByRole("link", { name: "Tous", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The address changes before the list is drawn: read the cards until they are there.
  await expect.poll(() => cardTitles(page)).toEqual(firstPage);
});

test("the pagination works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/blog`);
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await context.close();
});

test("an article shows its category, author, localised date, image, content, share links and three related articles", async ({
  page,
  context,
}) => {
  const id = await firstArticleId();
  await page.goto(`${SITE_URL}/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".article-meta")).toContainText("Par ");
  await expect(page.locator(".article-meta time")).toHaveText(/\d{1,2} \p{L}+ \d{4}/u);
  await expect(page.locator("img.wide-image")).toBeVisible();
  expect(await page.locator("img.wide-image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator(".article-content h2").first()).toBeVisible();
  const share = page.getByRole("group", { name: "Partager" });
  await expect(share.getByRole("link")).toHaveCount(3);
  const url = encodeURIComponent(`${SITE_URL}/blog/${id}`);
  await expect(share.getByRole("link", { name: "Partager sur Facebook" })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(share.getByRole("link", { name: "Partager sur LinkedIn" })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  );
  await expect(share.getByRole("link", { name: "Partager sur X" })).toHaveAttribute(
    "href",
    new RegExp(`^https://x\\.com/intent/tweet\\?url=${url.replace(/[.%]/g, "\\$&")}`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\//);

  const related = page.getByRole("region", { name: "Articles similaires" }).locator(".article-card");
  await expect(related).toHaveCount(3);
  await related.first().getByRole("link").click();
  await expect(page).not.toHaveURL(new RegExp(`/blog/${id}$`));
  await expect(page).toHaveURL(/\/blog\/[a-z0-9]+$/);

  await useLanguage(context, "ar");
  await page.goto(`${SITE_URL}/blog/${id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // Moroccan month name, digits as Morocco writes them ('ar-MA').
  await expect(page.locator(".article-meta time")).toHaveText(/^\S+ [\u0600-\u06FF]+ \S+$/);
});

test("an article published in Arabic by an editor in the cms shows on the Arabic blog within seconds", async ({
  page,
  context,
}) => {
  const token = await adminToken();
  const title = `مقال جديد عن تحليل البيانات ${Date.now()}`;
  const created = await cmsJson<{ data: { documentId: string } }>("/api/articles?locale=ar", {
    method: "POST",
    token,
    body: JSON.stringify({
      data: {
        title,
        excerpt: "ملخص قصير للمقال الجديد.",
        content: "<p>هذا محتوى المقال الجديد المنشور باللغة العربية من لوحة إدارة المحتوى، وهو طويل بما يكفي.</p>",
        category: "analytics",
        status: "published",
        author: "فريق التحرير",
        date: new Date().toISOString().slice(0, 10),
      },
    }),
  });
  await useLanguage(context, "ar");
  await expect(async () => {
    await page.goto(`${SITE_URL}/blog?category=analytics`);
    await expect(page.getByRole("link", { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${created.data.documentId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Not translated: French visitors do not get an Arabic-only article.
  await useLanguage(context, "fr");
  await page.goto(`${SITE_URL}/blog?category=analytics`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});

test('article cards give their date to machines too: <time datetime="YYYY-MM-DD">', async ({ page }) => {
  await page.goto(`${SITE_URL}/blog`);
  const times = page.locator(".article-card time");
  await expect(times.first()).toBeVisible();
  for (const value of await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime")))) {
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

/** Where the author's text and the date of the bylines under `selector` are drawn. */
function bylines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((metas) =>
    metas.map((meta) => {
      const author = document.createRange();
      author.selectNodeContents(document.createTreeWalker(meta, NodeFilter.SHOW_TEXT).nextNode()!);
      const time = meta.querySelector("time")!;
      return {
        text: meta.textContent,
        author: author.getBoundingClientRect().toJSON() as DOMRect,
        date: time.getBoundingClientRect().toJSON() as DOMRect,
      };
    }),
  );
}

test("an Arabic byline with a Latin author's name reads name, then the whole date to its left", async ({
  page,
  context,
}) => {
  await useLanguage(context, "ar");
  const id = await firstArticleId();
  for (const [path, selector] of [
    ["/blog", ".card-meta"],
    [`/blog/${id}`, ".article-meta"],
  ] as const) {
    await page.goto(`${SITE_URL}${path}`);
    const lines = await bylines(page, selector);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      // Unisolated, the name's run took the day's digits: "22" was drawn right of the name, the month and year left.
      expect(line.date.right, line.text!).toBeLessThanOrEqual(line.author.left);
    }
  }
});
