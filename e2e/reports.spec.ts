import { formatDH, formatFrenchDate } from "@agency/shared";
import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createInvoice } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { searchList, signIn, signInTab } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;

// A browser west of Greenwich, where a bare day read as UTC midnight would fall on the day before
// (react-admin's DateField shows a bare day in UTC).
test.use({ timezoneId: "America/New_York" });

interface AgeingAnswer {
  date: string;
  rows: Array<{ clientId: string; name: string; total: number }>;
  totals: { current: number; total: number };
}

test("open the ageing screen and follow a client", async ({ page }) => {
  // Today's report as the API gives it: the seed's unpaid and part-paid invoices are due.
  const report = await cmsJson<AgeingAnswer>("/api/reports/ageing", { token: await adminToken() });
  expect(report.rows.length, "clients owing something on the seed").toBeGreaterThan(0);
  const [largest] = [...report.rows].sort(
    (a, b) => b.total - a.total || a.name.localeCompare(b.name, "fr", { sensitivity: "base" }),
  );

  // A browser whose clock is two days ahead: the report is still the server's day's (a browser's
  // time-zone data may disagree with the server's too: Debian's Chromium puts Casablanca a day behind
  // between 23:00 and midnight UTC).
  await page.clock.install({ time: Date.now() + 2 * 86_400_000 });
  await signIn(page, admin!.email, admin!.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("menuitem", { name: "Balance âgée" }).click();
  await expect(page).toHaveURL(/\/reports\/ageing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Balance âgée" })).toBeVisible();
  await expect(page).toHaveTitle(/^Balance âgée/);
  await expect(page.getByLabel("Date du rapport")).toHaveValue(report.date);

  const table = page.getByRole("region", { name: /^Sommes dues par client au / });
  const clientRow = (name: string) =>
    table.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(clientRow(largest!.name)).toContainText(formatDH(largest!.total));
  const totalsRow = table.locator("tfoot tr");
  await expect(totalsRow).toContainText("Total");
  await expect(totalsRow).toContainText(formatDH(report.totals.total));

  // Another amount column starts with the largest; a second click turns it round.
  const totalHeader = table.getByRole("columnheader", { name: "Total dû" });
  await totalHeader.getByRole("button").click();
  await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
  await expect(table.locator("tbody tr").first()).toContainText(largest!.name);
  await totalHeader.getByRole("button").click();
  await expect(totalHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(table.locator("tbody tr").last()).toContainText(largest!.name);

  await clientRow(largest!.name).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/clients/${largest!.clientId}$`));
  await expect(page.getByRole("heading", { level: 1, name: largest!.name })).toBeVisible();

  // Its statement from the first of January to today, as the server's PDF named after the client.
  await page.getByRole("button", { name: "Relevé de compte" }).click();
  const dialog = page.getByRole("dialog", { name: "Relevé de compte" });
  const to = await dialog.getByLabel("Au", { exact: true }).inputValue();
  expect(to, "the statement ends on the server's day").toBe(report.date);
  const from = `${to.slice(0, 4)}-01-01`;
  await expect(dialog.getByLabel("Du", { exact: true })).toHaveValue(from);
  const [statement] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Télécharger le PDF" }).click(),
  ]);
  expect(statement.suggestedFilename()).toBe(`releve_${largest!.name.replace(/[^\w.-]/g, "_")}_${from}_${to}.pdf`);
  await dialog.getByRole("button", { name: "Fermer" }).click();

  // The dashboard's two charts, each a named figure with its figures in a table for screen readers.
  await page.goto(`${ADMIN_URL}/dashboard`);
  const monthly = page.getByRole("figure", { name: "Facturé et encaissé sur 12 mois" });
  const ageing = page.getByRole("figure", { name: "Sommes dues par ancienneté" });
  const surface = (figure: typeof monthly) => figure.locator(".MuiChartsSurface-root");
  await expect(surface(monthly)).toBeVisible();
  await expect(monthly.getByRole("table")).toContainText("Encaissé");
  await expect(surface(ageing)).toBeVisible();
  await expect(ageing.getByRole("row", { name: /^Non échu/ })).toContainText(formatDH(report.totals.current));

  // A bar of the ageing chart opens the report; a month of the other opens that month's invoices.
  await surface(ageing).click();
  await expect(page).toHaveURL(/\/reports\/ageing$/);
  await page.goBack();
  await surface(monthly).click();
  await expect(page).toHaveURL(/\/invoices\?filter=/);
  await expect(page.getByLabel("Émise depuis le")).toHaveValue(/^\d{4}-\d{2}-01$/);

  // The overdue alert opens the invoices it counts: the list with its "En retard" switch on.
  await page.goto(`${ADMIN_URL}/dashboard`);
  await page.getByRole("link", { name: /factures? impayées? en retard/ }).click();
  await expect(page).toHaveURL(/\/invoices\?filter=/);
  await expect(page.getByLabel("En retard")).toBeChecked();
  await expect(page.getByText("En retard", { exact: true }).first()).toBeVisible();
});

test("the overdue chip, filter and export follow the server's day, whatever the browser's clock and time zone", async ({
  page,
}) => {
  const { date: today } = await cmsJson<{ date: string }>("/api/today", { token: await adminToken() });
  const client = await createClient({ name: `Client au terme du jour ${Date.now()}` });
  // Issued today, due today: not late on the server's day, late on a browser's clock two days ahead.
  const dueToday = await createInvoice({
    client,
    paymentTerms: 0,
    items: [{ description: "Audit SEO", quantity: 1, unitPrice: 2500, discount: 0, taxRate: 20 }],
  });
  await page.clock.install({ time: Date.now() + 2 * 86_400_000 });
  await signInTab(page, admin!);

  const todayAnswered = page.waitForResponse((response) => response.url().endsWith("/api/today"));
  await page.goto(`${ADMIN_URL}/invoices`);
  expect(await (await todayAnswered).json()).toEqual({ date: today });
  await searchList(page, dueToday.invoiceNumber);
  const row = page.getByRole("row").filter({ hasText: dueToday.invoiceNumber });
  await expect(row).toContainText("Non payée");
  await expect(row).not.toContainText("En retard");
  // Issued and due on the server's day, shown as that day.
  await expect(row.getByRole("cell", { name: formatFrenchDate(today), exact: true })).toHaveCount(2);

  // "En retard" asks the server for invoices due before its day: this one is not among them.
  const overdueAsked = page.waitForRequest(
    (request) => request.url().includes("/api/invoices?") && request.url().includes("dueDate%5D%5B%24lt%5D"),
  );
  await page.getByLabel("En retard").check();
  const asked = new URL((await overdueAsked).url()).searchParams;
  expect(asked.get("filters[$and][1][dueDate][$lt]")).toBe(today);
  await expect(page.getByText("Aucune facture trouvée")).toBeVisible();

  // Its export is reckoned on the same day.
  const exportRequest = page.waitForRequest(/\/api\/invoices\/export\?/);
  await page.getByRole("button", { name: "Exporter Excel" }).click();
  const exported = new URL((await exportRequest).url()).searchParams;
  expect(exported.get("filters[$and][1][dueDate][$lt]")).toBe(today);
  expect(exported.get("filters[$and][0][state][$eq]")).toBe("issued");
});
