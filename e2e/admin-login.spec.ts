import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { signIn } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin, writer] = DEMO_ACCOUNTS;

test("nobody signed in is sent to /login", async ({ page }) => {
  await page.goto(`${ADMIN_URL}/clients`);
  await expect(page).toHaveURL(/\/login$/);
});

test("an admin lands on /dashboard with the whole sidebar", async ({ page }) => {
  await signIn(page, admin!.email, admin!.password, true);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole("navigation").or(page.locator(".RaSidebar-fixed")).first();
  for (const section of ["Gestion clients et ventes", "Communication et contenu", "Administration"]) {
    await expect(menu.getByText(section)).toBeVisible();
  }
  for (const entry of [
    "Clients",
    "Factures",
    "Devis",
    "Bons de livraison",
    "Messages",
    "Abonnés",
    "Articles",
    "Utilisateurs",
    "Paramètres",
    "Déconnexion",
  ]) {
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  }
  // "Se souvenir de moi" keeps the session in localStorage.
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
});

test("a writer lands on /messages and is sent back there from /clients", async ({ page }) => {
  await signIn(page, writer!.email, writer!.password);
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText("Gestion clients et ventes")).toHaveCount(0);
  await page.goto(`${ADMIN_URL}/clients`);
  await expect(page).toHaveURL(/\/messages$/);
});

test("a wrong password keeps the user on /login with the error", async ({ page }) => {
  await signIn(page, admin!.email, "not-the-password");
  await expect(page.getByText("Login failed. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("logout asks for confirmation and returns to /login", async ({ page }) => {
  await signIn(page, admin!.email, admin!.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByText("Déconnexion", { exact: true }).click();
  await expect(page.getByText("Êtes-vous sûr ?")).toBeVisible();
  await page
    .getByRole("button", { name: /confirmer|oui|déconnexion/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('without "Se souvenir de moi" the sign-in lasts for the browser session, in every tab, and ends in all of them', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, admin!.email, admin!.password);
  await expect(first).toHaveURL(/\/dashboard$/);
  expect(await first.evaluate(() => window.localStorage.getItem("agency.auth"))).toBeNull();

  const second = await context.newPage();
  await second.goto(`${ADMIN_URL}/invoices`);
  await expect(second).toHaveURL(/\/invoices$/);
  await expect(second.getByRole("menuitem", { name: "Factures", exact: true })).toBeVisible();
  await expect(second).toHaveURL(/\/invoices$/);

  await first.getByText("Déconnexion", { exact: true }).click();
  await first
    .getByRole("button", { name: /confirmer|oui|déconnexion/i })
    .last()
    .click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
});

test("an address that names no screen says so, in the app bar and the browser's tab, and leads back", async ({
  page,
}) => {
  await signIn(page, admin!.email, admin!.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${ADMIN_URL}/reports`);
  await expect(page.getByRole("heading", { level: 1, name: "Page manquante" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("heading")).toHaveText("Page manquante");
  await expect(
    page.getByText("L'URL saisie est incorrecte, ou vous avez suivi un mauvais lien.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Page manquante · Back-office");
  await page.getByRole("button", { name: "Retour" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
