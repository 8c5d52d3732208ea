import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { signIn } from "./staff";
import { ADMIN_URL, CMS_URL, MAIL_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

test("the back-office lists read the seeded data from the API, searched on the server", async ({ page }) => {
  await signIn(page, admin!.email, admin!.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${ADMIN_URL}/clients`);
  await expect(page.getByText("Nisrine Kettani")).toBeVisible();
  const searched = page.waitForResponse(
    (response) => response.url().includes("/api/clients") && response.url().includes("%24containsi"),
  );
  await page.getByPlaceholder(/rechercher/i).fill("chraibi");
  await searched;
  await expect(page.getByText("Amine Chraibi")).toBeVisible();
  await expect(page.getByText("Nisrine Kettani")).toHaveCount(0);

  await page.goto(`${ADMIN_URL}/invoices`);
  await expect(page.getByText(/^FA-\d{2}-\d{4}$/).first()).toBeVisible();
});

test("the Strapi admin panel and the mail inbox answer", async ({ request }) => {
  const panel = await request.get(`${CMS_URL}/admin`);
  expect(panel.status()).toBe(200);
  expect(await panel.text()).toContain('<div id="strapi"');
  const inbox = await request.get(`${MAIL_URL}/email`);
  expect(inbox.status()).toBe(200);
  expect(Array.isArray(await inbox.json())).toBe(true);
});
