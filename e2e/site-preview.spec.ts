import { expect, test, type Page } from "@playwright/test";
import { DEMO_PANEL_ACCOUNT } from "../cms/src/seed/accounts";
import { adminToken, cmsJson } from "./site";
import { CMS_URL, SITE_URL } from "./urls";

/** Strapi's own panel, as the demo content editor. */
async function panelSignIn(page: Page) {
  await page.goto(`${CMS_URL}/admin/auth/login`);
  await page.getByLabel("Email").fill(DEMO_PANEL_ACCOUNT.email);
  await page.getByLabel("Password").fill(DEMO_PANEL_ACCOUNT.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

const previewFrame = (page: Page) => page.frameLocator('[data-testid="preview-iframe"]');

test("an editor previews a draft article from Strapi's panel: the site renders it beside the form, visitors never see it", async ({
  page,
}) => {
  const title = `Brouillon en aperçu ${Date.now()}`;
  const created = await cmsJson<{ data: { documentId: string } }>("/api/articles?locale=fr", {
    method: "POST",
    token: await adminToken(),
    body: JSON.stringify({
      data: {
        title,
        content: "<p>Un texte encore en relecture, qui ne doit pas paraître sur le blog.</p>",
        category: "design",
        status: "draft",
      },
    }),
  });
  const id = created.data.documentId;

  await panelSignIn(page);
  await page.goto(
    `${CMS_URL}/admin/content-manager/collection-types/api::article.article/${id}?plugins[i18n][locale]=fr`,
  );
  await page
    .getByRole("link", { name: "Open preview" })
    .or(page.getByRole("button", { name: "Open preview" }))
    .click();
  await expect(page).toHaveURL(/\/preview/);

  const frame = previewFrame(page);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(frame.getByText("Un texte encore en relecture, qui ne doit pas paraître sur le blog.")).toBeVisible();
  await expect(frame.getByRole("status")).toContainText("Brouillon");

  // The frame's address: never kept by a cache, never indexed; framed by the panel only.
  const src = await page.locator('[data-testid="preview-iframe"]').getAttribute("src");
  expect(src).toMatch(new RegExp(`^${SITE_URL}/preview/`));
  const answer = await fetch(src!);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(answer.headers.get("content-security-policy")).toContain(`frame-ancestors ${new URL(CMS_URL).origin}`);
  expect(answer.headers.get("x-frame-options")).toBeNull();

  // Visitors: the blog does not know it, an altered token opens nothing, and other pages stay unframeable.
  expect((await fetch(`${SITE_URL}/blog/${id}`)).status).toBe(404);
  expect((await fetch(src!.replace(/\.[A-Za-z0-9_-]{43}/, `.${"A".repeat(43)}`))).status).toBe(404);
  expect((await fetch(`${SITE_URL}/blog`)).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
});

test("the site's text previews on the home page, in the language being edited", async ({ page }) => {
  await panelSignIn(page);
  await page.goto(
    `${CMS_URL}/admin/content-manager/single-types/api::site-content.site-content/preview?plugins[i18n][locale]=ar`,
  );
  const frame = previewFrame(page);
  const saved = await cmsJson<{ data: { heroTitle: string } }>("/api/site-content?locale=ar");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(saved.data.heroTitle);
  await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(frame.getByRole("status")).toContainText("نصوص الموقع");
});
