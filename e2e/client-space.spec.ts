import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { createClient, createSentQuote, shareDocument } from "./sales-api";
import { adminToken, cmsJson } from "./site";
import { openSignedIn } from "./staff";
import { ADMIN_URL, SITE_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;
const stamp = Date.now().toString(36);
const LINES = [
  { description: "Site vitrine en trois langues", quantity: 1, unitPrice: 12000, discount: 0, taxRate: 20 },
  { description: "Séance photo des chambres", quantity: 2, unitPrice: 1500, discount: 10, taxRate: 20 },
];

/** A new client's quote, sent, with its client link: what the client receives by mail. */
async function sharedQuote(clientName: string) {
  const client = await createClient({ name: clientName });
  const quote = await createSentQuote({ client, items: LINES });
  return { ...quote, path: await shareDocument("quotes", quote.documentId) };
}

const storedQuote = async (documentId: string) =>
  (
    await cmsJson<{ data: { status: string; acceptedBy: string | null } }>(`/api/quotes/${documentId}`, {
      token: await adminToken(),
    })
  ).data;

test("a client opens the quote's link, reads it right to left in Arabic, downloads its PDF and accepts it", async ({
  page,
}) => {
  const quote = await sharedQuote(`Riad Zitoun ${stamp}`);
  const signer = "Salma Idrissi";

  // Hydrated before the language is switched, as a visitor's click would be.
  const response = await page.goto(`${SITE_URL}${quote.path}`, { waitUntil: "networkidle" });
  expect(response!.status()).toBe(200);
  expect(response!.headers()).toMatchObject({
    "x-robots-tag": "noindex, nofollow",
    "cache-control": "private, no-store",
    "referrer-policy": "no-referrer",
  });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Devis ${quote.quoteNumber}`);

  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveURL(`${SITE_URL}${quote.path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`عرض السعر ${quote.quoteNumber}`);
  // The document itself stays as issued: French, left to right.
  const printed = page.locator(".printed-document");
  await expect(printed).toHaveAttribute("lang", "fr");
  await expect(printed).toHaveAttribute("dir", "ltr");
  await expect(printed.getByRole("columnheader", { name: "Désignation" })).toBeVisible();
  await expect(printed.getByText("Site vitrine en trois langues")).toBeVisible();

  // On a phone the page keeps its width: the lines table scrolls inside its box.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const pdfLink = page.getByRole("link", { name: "تحميل ملف PDF" });
  await expect(pdfLink).toHaveAttribute("href", `${quote.path}/pdf`);
  const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`${quote.quoteNumber}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString("latin1"),
  ).toBe("%PDF");
  const pdf = await page.request.get(`${SITE_URL}${quote.path}/pdf`);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(pdf.headers()["content-disposition"]).toContain(`${quote.quoteNumber}.pdf`);
  expect(pdf.headers()).toMatchObject({ "cache-control": "private, no-store", "referrer-policy": "no-referrer" });
  expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");

  const acceptance = page.getByRole("form", { name: "قبول عرض السعر" });
  await acceptance.getByRole("button", { name: "قبول عرض السعر" }).click();
  await expect(acceptance.getByText("يرجى إدخال اسمكم الكامل.")).toBeVisible();
  await expect(acceptance.getByLabel("الاسم الكامل")).toBeFocused();
  await acceptance.getByLabel("الاسم الكامل").fill(signer);
  await acceptance.getByLabel(/Bon pour accord/).check();
  await acceptance.getByLabel("تعليق (اختياري)").fill("نبدأ الأشغال يوم الاثنين.");
  await acceptance.getByRole("button", { name: "قبول عرض السعر" }).click();

  await expect(page.locator(".alert-success")).toHaveText(new RegExp(`^تم القبول في .+ من طرف ${signer}$`));
  await expect(page.getByRole("form", { name: "قبول عرض السعر" })).toHaveCount(0);
  expect(await storedQuote(quote.documentId)).toMatchObject({ status: "accepted", acceptedBy: signer });

  // The staff sees who accepted it, when the client opened it, and converts it to an invoice.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, admin!, `/quotes/${quote.documentId}`);
  await expect(
    page.getByRole("alert").filter({ hasText: new RegExp(`^Accepté le .+ à .+ par ${signer}Commentaire`) }),
  ).toBeVisible();
  const history = page.getByRole("region", { name: "Envois et suivi client" });
  await expect(history.getByText(`Accepté par ${signer}`)).toBeVisible();
  await expect(history.getByText("Consulté par le client").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Lien client" }).getByText(/^Lien actif jusqu'au /)).toBeVisible();
  // Printed, the quote carries the client's agreement, as its PDF does.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(`${ADMIN_URL}/quotes/${quote.documentId}/print`);
  await expect(page.getByText("Bon pour accord", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`^Accepté en ligne par ${signer} le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2} \\(heure du Maroc\\)\\.$`),
    ),
  ).toBeVisible();
  await expect(page.getByText("Commentaire : « نبدأ الأشغال يوم الاثنين. »")).toBeVisible();
  await page.goto(`${ADMIN_URL}/quotes/${quote.documentId}`);
  await page.getByRole("button", { name: "Convertir en facture" }).click();
  await expect(page.getByText("Facture créée à partir du devis")).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/[a-z0-9]+/);
  await expect(page.getByText(`Devis d'origine`).first()).toBeVisible();
});

test("without JavaScript a client refuses a quote, and a later acceptance is explained, not taken", async ({
  browser,
}) => {
  const quote = await sharedQuote(`Dar Louisa ${stamp}`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_URL}${quote.path}`);

  const acceptance = page.getByRole("form", { name: "Accepter le devis" });
  await acceptance.getByLabel("Nom complet").fill("Karim Alaoui");
  await acceptance.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(acceptance.getByText("Cochez « Bon pour accord » pour accepter le devis.")).toBeVisible();
  await expect(acceptance.getByLabel("Nom complet")).toHaveValue("Karim Alaoui");

  const refusal = page.getByRole("form", { name: "Refuser le devis" });
  await refusal.getByLabel("Motif (facultatif)").fill("Budget reporté à l'an prochain.");
  await refusal.getByRole("button", { name: "Refuser" }).click();
  await expect(page.locator(".alert-success")).toHaveText(/^Refusé le .+/);
  await expect(page.getByRole("form", { name: "Accepter le devis" })).toHaveCount(0);
  expect(await storedQuote(quote.documentId)).toMatchObject({ status: "rejected", acceptedBy: null });

  // A page left open elsewhere posts its acceptance after the refusal: the cms refuses it, the page says why.
  const late = await page.request.post(`${SITE_URL}${quote.path}`, {
    form: { intent: "accept", fullName: "Karim Alaoui", approved: "on" },
  });
  expect(await late.text()).toMatch(/role="alert">Ce devis a été refusé\.</);
  expect((await storedQuote(quote.documentId)).status).toBe("rejected");
  await context.close();
});

test("a client whose page was open while the agency changed the quote is told to read it again, then accepts the new one", async ({
  page,
}) => {
  const quote = await sharedQuote(`Riad Kniza ${stamp}`);
  await page.goto(`${SITE_URL}${quote.path}`, { waitUntil: "networkidle" });
  const printed = page.locator(".printed-document");
  await expect(printed.getByText("Séance photo des chambres")).toBeVisible();

  // Meanwhile the agency drops the photo shoot from the quote.
  await cmsJson(`/api/quotes/${quote.documentId}`, {
    method: "PUT",
    token: await adminToken(),
    body: JSON.stringify({ data: { items: [LINES[0]] } }),
  });

  const acceptance = page.getByRole("form", { name: "Accepter le devis" });
  await acceptance.getByLabel("Nom complet").fill("Youssef Bennani");
  await acceptance.getByLabel(/Bon pour accord/).check();
  await acceptance.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Ce devis a été modifié depuis que vous l'avez ouvert : relisez-le ci-dessus avant de répondre.",
  );
  await expect(printed.getByText("Séance photo des chambres")).toHaveCount(0);
  expect((await storedQuote(quote.documentId)).status).toBe("sent");
  await expect(acceptance.getByLabel("Nom complet")).toHaveValue("Youssef Bennani");

  await acceptance.getByRole("button", { name: "Accepter le devis" }).click();
  await expect(page.locator(".alert-success")).toHaveText(/^Accepté le .+ par Youssef Bennani/);
  expect(await storedQuote(quote.documentId)).toMatchObject({ status: "accepted", acceptedBy: "Youssef Bennani" });
});

test("a wrong, replaced or revoked link gets the site's ordinary not-found page", async ({ page }) => {
  const quote = await sharedQuote(`Villa Majorelle ${stamp}`);
  const replaced = quote.path;
  const current = await shareDocument("quotes", quote.documentId);
  const wrong = `/d/${randomBytes(32).toString("base64url")}`;

  const notFound = await page.goto(`${SITE_URL}/page-inconnue`);
  expect(notFound!.status()).toBe(404);
  const notFoundTitle = await page.title();
  for (const path of [wrong, replaced]) {
    const response = await page.goto(`${SITE_URL}${path}`);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    expect(await page.title()).toBe(notFoundTitle);
    expect((await page.request.get(`${SITE_URL}${path}/pdf`)).status()).toBe(404);
  }

  expect((await page.goto(`${SITE_URL}${current}`))!.status()).toBe(200);
  await cmsJson(`/api/quotes/${quote.documentId}/share`, { token: await adminToken(), method: "DELETE" });
  expect((await page.goto(`${SITE_URL}${current}`))!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
});
