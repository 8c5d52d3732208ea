import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient } from "./sales-api";
import { openSignedIn, searchList, signInTab } from "./staff";
import { ADMIN_URL, CMS_URL, MAIL_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

test("the back-office lists read the seeded data from the API, searched on the server", async ({ page }) => {
  await openSignedIn(page, admin!, "/clients");
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

  // A search that finds nothing is told apart from a book with nothing in it yet.
  await page.goto(`${ADMIN_URL}/credit-notes`);
  await expect(page.getByText(/^AV-\d{2}-\d{4}$/).first()).toBeVisible();
  await searchList(page, "aucun avoir ne porte ce nom");
  await expect(page.getByText("Aucun avoir ne correspond à ces filtres.")).toBeVisible();
});

test("a list scrolled sideways keeps its first column, painted with the row's hover tint", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openSignedIn(page, admin!, "/invoices");
  const row = page
    .getByRole("row")
    .filter({ hasText: /FA-\d{2}-\d{4}/ })
    .first();
  await expect(row).toBeVisible();
  const wrapper = page.locator(".RaDatagrid-tableWrapper");
  await wrapper.evaluate((box) => (box.scrollLeft = box.scrollWidth));
  const [boxLeft, cellLeft] = await Promise.all([
    wrapper.evaluate((box) => box.getBoundingClientRect().left),
    row
      .locator("td")
      .first()
      .evaluate((cell) => cell.getBoundingClientRect().left),
  ]);
  expect(Math.abs(cellLeft - boxLeft)).toBeLessThanOrEqual(1);
  // The cell hides what passes under it: opaque, yet hovered like the rest of its row.
  await row.locator("td").nth(2).hover();
  const { tint, cell } = await row.evaluate((tr) => ({
    tint: getComputedStyle(tr).backgroundColor,
    cell: getComputedStyle(tr.querySelector("td")!).backgroundImage,
  }));
  expect(tint).not.toBe("rgba(0, 0, 0, 0)");
  expect(cell).toBe(`linear-gradient(${tint}, ${tint})`);
});

test("an archived client leaves the list and the document forms' client picker, and comes back when unarchived", async ({
  page,
}) => {
  const name = `Client archivé ${Date.now().toString(36)}`;
  const clientId = await createClient({ name });
  await signInTab(page, admin!);

  const picker = async () => {
    await page.goto(`${ADMIN_URL}/invoices/create`);
    const input = page.getByRole("combobox", { name: "Client" });
    await input.click();
    await input.fill(name);
  };
  await picker();
  await expect(page.getByRole("option", { name })).toBeVisible();

  await page.goto(`${ADMIN_URL}/clients/${clientId}`);
  await page.getByRole("button", { name: "Archiver" }).click();
  await expect(
    page.getByText("Client archivé : il n'apparaît plus dans les listes ni les choix de client"),
  ).toBeVisible();

  await page.goto(`${ADMIN_URL}/clients`);
  await searchList(page, name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel("Clients archivés").check();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

  await picker();
  await expect(page.locator(".MuiAutocomplete-noOptions")).toBeVisible();
  await expect(page.getByRole("option", { name })).toHaveCount(0);

  await page.goto(`${ADMIN_URL}/clients/${clientId}`);
  await page.getByRole("button", { name: "Désarchiver" }).click();
  await expect(page.getByText("Client désarchivé")).toBeVisible();
  await picker();
  await expect(page.getByRole("option", { name })).toBeVisible();
});

test("the Strapi admin panel and the mail inbox answer", async ({ request }) => {
  const panel = await request.get(`${CMS_URL}/admin`);
  expect(panel.status()).toBe(200);
  expect(await panel.text()).toContain('<div id="strapi"');
  const inbox = await request.get(`${MAIL_URL}/email`);
  expect(inbox.status()).toBe(200);
  expect(Array.isArray(await inbox.json())).toBe(true);
});
