import { addDaysToDay, formatDH, formatFrenchDate, todayInMorocco } from "@agency/shared";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../cms/src/seed/accounts";
import { paragraphGaps } from "./paragraphs";
import { createClient, createInvoice, createSentQuote } from "./sales-api";
import { openSignedIn, searchList } from "./staff";
import { ADMIN_URL } from "./urls";

const [admin] = DEMO_ACCOUNTS;
const stamp = Date.now().toString().slice(-6);
const clientName = `Société Test ${stamp}`;
const LINES = [
  { description: "Refonte du site vitrine", quantity: 1, unitPrice: 9800, discount: 10, taxRate: 20 },
  { description: "Gestion Instagram (1 mois)", quantity: 2, unitPrice: 2450.5, discount: 0, taxRate: 20 },
];
/** Hand-computed: 9,800 less 10 % = 8,820, plus 2 × 2,450.50 = 13,721 HT, 2,744.20 of VAT. */
const TOTAL = formatDH(16465.2);

/** How each kind of document is created: its path, number field and pattern, and the message on success. */
const INVOICE = {
  path: "invoices",
  numberLabel: "Numéro de facture",
  number: /FA-\d{2}-\d{4}/,
  saved: "Facture créée avec succès",
};
const QUOTE = {
  path: "quotes",
  numberLabel: "Numéro de devis",
  number: /DEVIS-\d{2}-\d{4}/,
  saved: "Devis créé avec succès",
};

/** MUI selects are not native: open, then pick the option. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).first().click();
}

async function fillLine(row: Locator, line: (typeof LINES)[number]) {
  await row.getByLabel("Description").fill(line.description);
  await row.getByLabel("Quantité").fill(String(line.quantity));
  await row.getByLabel("Prix unitaire").fill(String(line.unitPrice));
  await row.getByLabel("Remise (%)").fill(String(line.discount));
}

async function pickClient(page: Page) {
  const input = page.getByRole("combobox", { name: "Client" });
  await input.click();
  await input.fill(clientName);
  await page.getByRole("option", { name: clientName }).click();
}

/** Creates a document of the test's client with these lines; answers its number, read on its page. */
async function createDocument(page: Page, kind: typeof INVOICE, lines: typeof LINES): Promise<string> {
  await page.goto(`${ADMIN_URL}/${kind.path}/create`);
  await expect(page.getByLabel(kind.numberLabel)).toHaveValue(new RegExp(`^${kind.number.source}$`));
  await pickClient(page);
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Ajouter un article" }).click();
    await fillLine(page.getByRole("group", { name: `Article ${index + 1}` }), line);
  }
  if (lines.length === LINES.length) await expect(page.getByText(TOTAL).first()).toBeVisible();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(kind.saved)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${kind.path}/[a-z0-9]+$`));
  return (await page.getByRole("heading", { level: 1 }).textContent())!.match(kind.number)![0];
}

test.describe.configure({ mode: "serial" });

test("an admin creates a client, an invoice, a quote and a delivery note, finds them and sees them on the client page", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Client
  await openSignedIn(page, admin!, "/clients");
  await page.getByRole("link", { name: "Ajouter un client" }).click();
  await expect(page).toHaveURL(/\/clients\/add$/);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le nom est requis et doit contenir au moins 2 caractères")).toBeVisible();
  await page.getByLabel("Nom", { exact: true }).fill(clientName);
  await choose(page, page, "Type de client", "Société");
  await page.getByLabel("Adresse e-mail").fill(`contact${stamp}@example.ma`);
  await page.getByLabel("Téléphone").fill("+212 5 22 33 44 55");
  await page.getByLabel("Adresse", { exact: true }).fill("25 boulevard Zerktouni, Casablanca");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("L'ICE est obligatoire pour une société")).toBeVisible();
  await page.getByLabel("ICE", { exact: true }).fill("002 233 445 566 778");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le client a été ajouté avec succès")).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/, { timeout: 5_000 });
  await searchList(page, stamp);
  await expect(page.getByRole("row").filter({ hasText: clientName })).toHaveCount(1);

  // Invoice with two lines: the totals follow the lines as they are typed.
  const invoiceNumber = await createDocument(page, INVOICE, LINES);
  await expect(page.getByText(TOTAL).first()).toBeVisible();

  // Found by client name and status in the list.
  await page.goto(`${ADMIN_URL}/invoices`);
  await searchList(page, clientName);
  await choose(page, page, "Statut", "Non payée");
  await expect(page.getByRole("row").filter({ hasText: invoiceNumber })).toHaveCount(1);

  // Quote
  const quoteNumber = await createDocument(page, QUOTE, LINES.slice(0, 1));
  // Its one line is at 20 %: the tax row names the rate, as spec 001 §9 labels a quote's tax.
  await expect(page.getByRole("region", { name: "Totaux" }).getByRole("rowheader").nth(2)).toHaveText("TVA (20%)");
  await page.goto(`${ADMIN_URL}/quotes`);
  await searchList(page, clientName);
  await expect(page.getByRole("row").filter({ hasText: quoteNumber })).toHaveCount(1);

  // Delivery note from the invoice
  await page.goto(`${ADMIN_URL}/delivery/create`);
  await expect(page.getByLabel("Numéro de bon de livraison")).toHaveValue(/^BL-\d{2}-\d{4}$/);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Veuillez sélectionner une facture").first()).toBeVisible();
  const invoiceInput = page.getByRole("combobox", { name: "Facture" });
  await invoiceInput.click();
  await invoiceInput.fill(invoiceNumber);
  await page.getByRole("option", { name: new RegExp(invoiceNumber) }).click();
  await expect(page.getByLabel("Adresse de livraison")).toHaveValue("25 boulevard Zerktouni, Casablanca");
  await page
    .getByLabel("Date de livraison prévue")
    .fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel("Informations de transport").fill("Coursier interne");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le bon de livraison a été envoyé avec succès")).toBeVisible();
  await expect(page).toHaveURL(/\/delivery$/);
  await searchList(page, invoiceNumber);
  await expect(page.getByRole("row").filter({ hasText: clientName })).toHaveCount(1);

  // The client's page: summary and documents in the tabs.
  await page.goto(`${ADMIN_URL}/clients`);
  await searchList(page, stamp);
  await page.getByRole("row").filter({ hasText: clientName }).getByRole("link", { name: "Voir" }).click();
  await expect(page.getByRole("heading", { name: clientName })).toBeVisible();
  const overview = page.getByRole("tabpanel");
  await expect(overview.getByText("Total des ventes")).toBeVisible();
  await expect(overview.getByText(TOTAL).first()).toBeVisible();
  await expect(overview.getByText(invoiceNumber)).toBeVisible();
  await page.getByRole("tab", { name: "Factures" }).click();
  await expect(page.getByRole("tabpanel").getByText(invoiceNumber)).toBeVisible();
  await page.getByRole("tab", { name: "Devis" }).click();
  await expect(page.getByRole("tabpanel").getByText(quoteNumber)).toBeVisible();
  await page.getByRole("tab", { name: "Bons de livraison" }).click();
  await expect(
    page
      .getByRole("tabpanel")
      .getByText(/BL-\d{2}-\d{4}/)
      .first(),
  ).toBeVisible();
});

test("a quote still waiting for its answer past its validity says so in the list and on its page", async ({ page }) => {
  const client = `Riad Atlas ${stamp}`;
  const clientId = await createClient({ name: client });
  const today = todayInMorocco();
  const lastDay = addDaysToDay(today, -1);
  const lapsed = await createSentQuote({
    client: clientId,
    items: LINES.slice(0, 1),
    issueDate: addDaysToDay(today, -31),
    validUntil: lastDay,
  });
  // Its last valid day is today: still valid.
  const current = await createSentQuote({ client: clientId, items: LINES.slice(0, 1), validUntil: today });

  await openSignedIn(page, admin!, "/quotes");
  await searchList(page, client);
  await expect(page.getByRole("row").filter({ hasText: lapsed.quoteNumber })).toContainText("Expiré");
  await expect(page.getByRole("row").filter({ hasText: current.quoteNumber })).toContainText("Envoyé");
  await expect(page.getByRole("row").filter({ hasText: current.quoteNumber })).not.toContainText("Expiré");
  // "Expirés" keeps those to follow up, searched on the server.
  await page.getByLabel("Expirés").check();
  await page.waitForURL((url) => decodeURIComponent(url.href).includes('"expired":true'));
  await expect(page.getByRole("row").filter({ hasText: lapsed.quoteNumber })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: current.quoteNumber })).toHaveCount(0);
  await page.getByLabel("Expirés").uncheck();
  await expect(page.getByRole("row").filter({ hasText: current.quoteNumber })).toHaveCount(1);

  // Opened from the list, the day is already known: no "Expiré" for the quote still valid.
  await page.getByRole("row").filter({ hasText: current.quoteNumber }).click();
  await expect(page.getByRole("heading", { name: `Devis ${current.quoteNumber}` })).toBeVisible();
  await expect(page.getByText("Expiré", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/ne peut plus l'accepter/)).toHaveCount(0);

  await page.goto(`${ADMIN_URL}/quotes/${lapsed.documentId}`);
  await expect(
    page.getByText(
      `Ce devis était valable jusqu'au ${formatFrenchDate(lastDay)} : le client ne peut plus l'accepter depuis son lien.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText("Expiré", { exact: true })).toBeVisible();
  // Its mail is refused by the server from the proposed mail on: the link would no longer be answered.
  await page.getByRole("button", { name: "Envoyer par e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: `Envoyer le devis ${lapsed.quoteNumber} par e-mail` });
  await expect(dialog.getByRole("alert")).toHaveText(
    `Impossible de préparer l'e-mail : Ce devis était valable jusqu'au ${formatFrenchDate(lastDay)} : le client ne pourrait plus l'accepter depuis son lien. Dupliquez-le pour lui refaire cette offre.`,
  );
  await expect(dialog.getByRole("button", { name: "Envoyer", exact: true })).toHaveCount(0);
});

test("an invoice's notes in French then Arabic each start from their own side, on its page and its print view", async ({
  page,
}) => {
  const notes = "Merci pour votre confiance.\nشكرا لثقتكم، الدفع عند الاستلام.";
  const invoice = await createInvoice({
    client: await createClient({ name: `Dar Chorfa ${stamp}` }),
    items: LINES.slice(0, 1),
    notes,
  });
  for (const path of [`/invoices/${invoice.documentId}`, `/invoices/${invoice.documentId}/print`]) {
    await openSignedIn(page, admin!, path);
    // The notes themselves, whole: the page's history quotes them too in its line of the creation, once it has loaded.
    const gaps = await paragraphGaps(page.getByText(notes.replace("\n", " "), { exact: true }));
    expect(gaps.first, path).toBeLessThan(1);
    expect(gaps.last, path).toBeLessThan(1);
  }
});

test("a document's history names its client once the name is known, never by its record's key meanwhile", async ({
  page,
}) => {
  const name = `Riad Zitoun ${stamp}`;
  const client = await createClient({ name });
  const invoice = await createInvoice({ client, items: LINES.slice(0, 1) });
  // The history asks for its clients' names apart from the page: held here until the line has shown once.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/clients" && url.search.includes(client),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}`);
  const creation = page.getByRole("region", { name: "Historique" }).getByText(/^Client : /);
  await expect(creation).toContainText("Client : … ·");
  await expect(creation).not.toContainText(client);
  release();
  await expect(creation).toContainText(`Client : ${name} ·`);
});

test("on a phone a document's first actions show and the others wait behind one button, all with their words; its form's buttons keep theirs, a list row keeps its compact icons and its text a readable width, its new record button floats, the dashboard its alerts near the top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const client = await createClient({ name: `Client mobile ${stamp}` });
  const invoice = await createInvoice({ client, items: [LINES[0]!] });
  await openSignedIn(page, admin!, `/invoices/${invoice.documentId}`);
  await expect(page.getByRole("heading", { name: `Facture ${invoice.invoiceNumber}` })).toBeVisible();
  // react-admin's Button keeps only its icon below 600 px: its name would be in aria-label alone.
  for (const name of ["Envoyer par e-mail", "Télécharger PDF"]) {
    await expect(page.getByRole("button", { name, exact: true })).toHaveText(name);
  }
  // The others wait behind "Autres actions" (eight buttons made five rows above the invoice), with their words too.
  const more = page.getByRole("button", { name: "Autres actions" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Dupliquer", exact: true })).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Établir un avoir", "Dupliquer"]) {
    await expect(page.getByRole("button", { name, exact: true })).toHaveText(name);
  }
  for (const name of ["Imprimer", "Rendre récurrente"]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveText(name);
  }

  // A form too: "Annuler" has no icon, react-admin's Button made it an empty square.
  const draft = await createInvoice({ client, items: [LINES[0]!], state: "draft" });
  await page.goto(`${ADMIN_URL}/invoices/${draft.documentId}`);
  await page.getByRole("button", { name: "Modifier", exact: true }).click();
  for (const name of ["Ajouter un article", "Enregistrer", "Annuler"]) {
    await expect(page.getByRole("button", { name, exact: true })).toHaveText(name);
  }

  await page.goto(`${ADMIN_URL}/invoices`);
  await searchList(page, invoice.invoiceNumber);
  const view = page.getByRole("row").filter({ hasText: invoice.invoiceNumber }).getByRole("link", { name: "Voir" });
  await expect(view).toBeVisible();
  await expect(view).toHaveText("");
  // The list's own "new" action floats, named, in the lower half of the screen: a thumb's reach.
  const create = page.getByRole("link", { name: "Nouvelle facture" });
  await expect(create).toHaveCSS("position", "fixed");
  expect((await create.boundingBox())!.y, "the new invoice's button, from the top").toBeGreaterThan(844 / 2);
  // Scrolled to a list's end, its pagination stands clear of it.
  await page.goto(`${ADMIN_URL}/clients`);
  const add = page.getByRole("link", { name: "Ajouter un client" });
  await expect(add).toHaveCSS("position", "fixed");
  const pagination = page.locator(".MuiTablePagination-root");
  await expect(pagination).toContainText(/sur \d+/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pages = (await pagination.boundingBox())!;
  expect(pages.y + pages.height, "the pagination's bottom, above the button's top").toBeLessThanOrEqual(
    (await add.boundingBox())!.y,
  );
  // A client's tab words its own "Nouvelle facture", beside its worded exports.
  await page.goto(`${ADMIN_URL}/clients/${client}`);
  await page.getByRole("tab", { name: "Factures" }).click();
  const tabCreate = page.getByRole("tabpanel").getByRole("link", { name: "Nouvelle facture" });
  await expect(tabCreate).toHaveText("Nouvelle facture");

  // A list's sentences and names keep a readable width in its table, which scrolls, rather than a word a line.
  await page.goto(`${ADMIN_URL}/credit-notes`);
  const reason = page.getByRole("cell", { name: "Commande annulée par le client avant le démarrage du projet" });
  const lines = await reason.evaluate((cell) => {
    const text = document.createRange();
    text.selectNodeContents(cell);
    return new Set(Array.from(text.getClientRects(), (line) => Math.round(line.top))).size;
  });
  expect(lines, "the seeded credit note's reason, in lines").toBeLessThanOrEqual(3);

  // The dashboard: its figures two a row, and what needs doing (the alerts) before the charts.
  await page.goto(`${ADMIN_URL}/dashboard`);
  const figures = page.getByRole("region", { name: "Statistiques" });
  const clients = await figures.getByRole("region", { name: "Clients" }).boundingBox();
  const invoices = await figures.getByRole("region", { name: "Factures", exact: true }).boundingBox();
  expect(invoices!.y, "two figures share a row").toBe(clients!.y);
  expect(invoices!.x).toBeGreaterThan(clients!.x + clients!.width);
  const alerts = await page.getByRole("region", { name: "Alertes" }).boundingBox();
  const chart = await page.getByRole("region", { name: "Facturé et encaissé sur 12 mois" }).boundingBox();
  expect(alerts!.y, "the alerts come before the charts").toBeLessThan(chart!.y);
  expect(alerts!.y, "and within the first two screens").toBeLessThan(2 * 844);
});
