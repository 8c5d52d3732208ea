import ExcelJS from "exceljs";
import { formatDH, formatFrenchDate, todayInMorocco } from "@agency/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANY, ensureCompanySettings } from "../src/seed/company";
import { cmsForThisFile } from "./harness/cms";
import { download, pdfPages } from "./harness/files";
import { api } from "./harness/http";
import { attachmentUrl, mailIds, waitForMail } from "./harness/mail";
import { createClient, postInvoice } from "./harness/sales";

const server = cmsForThisFile({ prepare: ensureCompanySettings });
const { call } = server;
let client: Record<string, any>;
let invoice: Record<string, any>;

const today = todayInMorocco();
const get = (path: string, as?: string) => download(server, path, as);
/** "Généré le 26/11/2026 à 09:15": today in Casablanca, at some minute. */
const generatedToday = () => new RegExp(`Généré le ${formatFrenchDate(todayInMorocco())} à \\d{2}:\\d{2}`);

const LINES = [
  {
    description: "Refonte du site e-commerce « Argan Bio »",
    quantity: 1,
    unitPrice: 18450.5,
    discount: 10,
    taxRate: 20,
  },
  { description: "Campagne Instagram — ramadan", quantity: 3, unitPrice: 2199.99, discount: 0, taxRate: 10 },
  { description: "Hébergement annuel", quantity: 1, unitPrice: 1200, discount: 0, taxRate: 0 },
];

const createInvoice = (items: unknown[]) =>
  postInvoice(server, { client: client.documentId, items, notes: "Règlement par virement à réception." });

async function workbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as any);
  return book.worksheets[0]!;
}

beforeAll(async () => {
  client = await createClient(server, {
    name: "Coopérative Tafraout Exports",
    type: "sarl",
    email: "achats@tafraout.example.ma",
    phone: "+212 5 28 80 11 22",
    address: "5 avenue Hassan II, Tiznit",
    ice: "002233445566778",
    contactName: "Fatima Zahra Aït Lahcen",
  });
  invoice = await createInvoice(LINES);
});

describe("single documents as PDF", () => {
  it("lets the back-office, another origin, read the file name the server gives", async () => {
    const response = await fetch(`${server.url}/api/invoices/${invoice.documentId}/pdf`, {
      headers: { Authorization: `Bearer ${server.adminToken}`, Origin: "http://localhost:5173" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-expose-headers")).toBe("Content-Disposition");
  });

  it("prints an invoice: company, client with ICE, lines, totals, amount in words, legal footer", async () => {
    const file = await get(`/api/invoices/${invoice.documentId}/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pdfPages(file.bytes);
    expect(pages).toHaveLength(1);
    const [text] = pages as [string];
    // By hand: 18,450.50 − 10 % = 16,605.45 (+ 20 % VAT 3,321.09); 3 × 2,199.99 = 6,599.97 (+ 10 % VAT
    // 659.997 → 660.00); 1,200 at 0 %. Net 24,405.42 + 3,981.09 VAT.
    const totals = { subtotal: 26250.47, totalTax: 3981.09, totalAmount: 28386.51 };
    for (const expected of [
      "FACTURE",
      invoice.invoiceNumber,
      DEMO_COMPANY.name,
      DEMO_COMPANY.phone,
      "Coopérative Tafraout Exports",
      "ICE : 002233445566778",
      ...LINES.map((line) => line.description),
      formatDH(totals.subtotal),
      `Total TVA ${formatDH(totals.totalTax)}`,
      `Total TTC ${formatDH(totals.totalAmount)}`,
      "TVA 20 %",
      "TVA 10 %",
      "Arrêtée la présente facture à la somme de",
      // Its first letter is a capital on the page.
      "vingt-huit mille trois cent quatre-vingt-six dirhams et cinquante et un centimes".slice(1),
      "Règlement par virement à réception.",
      // Where to pay: the company's RIB, its parts apart.
      "Virement au RIB : 011 780 0000123456789012 96",
      `Capital : ${DEMO_COMPANY.capital}`,
      `ICE : ${DEMO_COMPANY.ice}`,
      `IF : ${DEMO_COMPANY.fiscalId}`,
      `RC : ${DEMO_COMPANY.rc}`,
      `Patente : ${DEMO_COMPANY.patente}`,
      `CNSS : ${DEMO_COMPANY.cnss}`,
      "Page 1 / 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints under a partly settled invoice's total what it received and what is left; its e-invoice as issued", async () => {
    const settled = await createInvoice(LINES);
    const path = `/api/invoices/${settled.documentId}`;
    const before = (await pdfPages((await get(`${path}/pdf`)).bytes)).join(" ");
    expect(before).toContain(`Total TTC ${formatDH(28386.51)}`);
    expect(before).not.toContain("Reste à payer");

    const payment = { invoice: settled.documentId, amount: 10000, date: today, method: "virement" };
    expect((await call("POST", "/api/payments", { data: payment })).status).toBe(201);
    const credited = await call("POST", `${path}/credit-note`, {
      data: { reason: "Hébergement non reconduit", items: [LINES[2]] },
    });
    expect(credited.status).toBe(201);

    const [text] = (await pdfPages((await get(`${path}/pdf`)).bytes)) as [string];
    // By hand: 28,386.51 − 10,000 paid − 1,200 credited (the 0 % line) = 17,186.51, under the total, in this order.
    expect(text).toContain(
      `Total TTC ${formatDH(28386.51)} Déjà réglé − ${formatDH(10000)} Avoirs − ${formatDH(1200)} Reste à payer ${formatDH(17186.51)}`,
    );
    expect(text).toContain("Statut : Partiellement payée");
    // The amount in words stays the invoice's.
    expect(text).toContain("Vingt-huit mille trois cent quatre-vingt-six dirhams et cinquante et un centimes.");

    const einvoice = await get(`${path}/einvoice?format=facturx`);
    expect(einvoice.status).toBe(200);
    const [page] = (await pdfPages(einvoice.bytes)) as [string];
    expect(page).toContain(`Total TTC ${formatDH(28386.51)}`);
    expect(page).not.toContain("Reste à payer");
  });

  it("flows a 120-line invoice over several pages: number and client, table header and legal footer on each", async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      description: `Prestation n° ${i + 1} — création graphique`,
      quantity: 1 + (i % 3),
      unitPrice: 150 + i,
      discount: 0,
      taxRate: 20,
    }));
    const long = await createInvoice(lines);
    const pages = await pdfPages((await get(`/api/invoices/${long.documentId}/pdf`)).bytes);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
      expect(page).toContain(`CNSS : ${DEMO_COMPANY.cnss}`);
      expect(page).toContain("Désignation");
      // The first page's title block names both; each continuation page repeats them at its top.
      if (index > 0) expect(page).toContain(`Facture ${long.invoiceNumber} — ${client.name}`);
    });
    const all = pages.join(" ");
    for (const line of lines) expect(all).toContain(line.description);
    // By hand: Σ (1 + i mod 3) × (150 + i) for i < 120 = 50,360, + 20 % VAT.
    expect(pages.at(-1)).toContain(`Total TTC ${formatDH(60432)}`);
  });

  it("prints a client and lines written in Arabic in reading order, words apart, beside French and figures", async () => {
    const arabic = await createClient(server, {
      name: "محمد العلوي",
      type: "individual",
      email: "m.alaoui@example.ma",
      address: "شارع 12، حي الرياض 10100 الرباط",
    });
    const lines = [
      { description: "تصميم شعار — Logo", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 },
      { description: "Identité visuelle — هوية بصرية كاملة", quantity: 1, unitPrice: 500, discount: 0, taxRate: 20 },
    ];
    const document = await postInvoice(server, { client: arabic.documentId, items: lines, notes: "شكرا على ثقتكم" });
    const [text] = (await pdfPages((await get(`/api/invoices/${document.documentId}/pdf`)).bytes)) as [string];
    // pdf.js reads a right-to-left line back in its logical order: drawn word by word, the name read "العلويمحمد".
    for (const expected of ["محمد العلوي", "شارع 12، حي الرياض 10100 الرباط", "تصميم شعار — Logo", "شكرا على ثقتكم"]) {
      expect(text).toContain(expected);
    }
    // A French line that goes on in Arabic: drawn "Identité visuelle — " then the Arabic from the right; pdf.js, seeing
    // mostly Arabic, reads the whole line from the right, so its words come back Arabic first, each whole.
    expect(text).toContain("هوية بصرية كاملة — Identité visuelle");
  });

  it("prints a quote and a delivery note (no amounts, signature boxes)", async () => {
    const quote = await call("POST", "/api/quotes", {
      data: { client: client.documentId, issueDate: today, validUntil: today, items: LINES },
    });
    expect(quote.status).toBe(201);
    const quoteText = (await pdfPages((await get(`/api/quotes/${quote.body.data.documentId}/pdf`)).bytes)).join(" ");
    expect(quoteText).toContain(quote.body.data.quoteNumber);
    expect(quoteText).toContain("Arrêté le présent devis à la somme de");
    expect(quoteText).not.toContain("RIB");

    const delivery = await call("POST", "/api/deliveries", {
      data: {
        invoice: invoice.documentId,
        issueDate: today,
        deliveryDate: today,
        deliveryAddress: "Entrepôt de Tiznit, quai 3",
        transportInfo: "CTM Messagerie",
        items: [{ description: "Cartons de flyers", quantity: 12, note: "Fragile" }],
      },
    });
    expect(delivery.status).toBe(201);
    const file = await get(`/api/deliveries/${delivery.body.data.documentId}/pdf?disposition=inline`);
    expect(file.headers.get("content-disposition")).toBe(`inline; filename="${delivery.body.data.deliveryNumber}.pdf"`);
    const text = (await pdfPages(file.bytes)).join(" ");
    for (const expected of [
      "BON DE LIVRAISON",
      delivery.body.data.deliveryNumber,
      invoice.invoiceNumber,
      "Cartons de flyers",
      "Fragile",
      "CTM Messagerie",
      "Statut : Brouillon",
      "Signature de l'expéditeur",
      "Signature du destinataire",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Prix unitaire|Total TTC|Montant/);
  });

  it("answers 404 for a missing document and 403 to a writer", async () => {
    expect((await get("/api/invoices/absent0000000000000000000/pdf")).status).toBe(404);
    expect((await get(`/api/invoices/${invoice.documentId}/pdf`, server.writerToken)).status).toBe(403);
  });
});

describe("list exports", () => {
  const search = () =>
    `filters[$or][0][invoiceNumber][$containsi]=Tafraout&filters[$or][1][client][name][$containsi]=Tafraout`;

  it("exports every invoice matching the list filters as typed Excel with a totals row", async () => {
    // Paid by a payment of its balance: the status follows payments.
    const paid = await createInvoice([
      { description: "Audit SEO", quantity: 1, unitPrice: 3000, discount: 0, taxRate: 20 },
    ]);
    expect((await call("POST", `/api/invoices/${paid.documentId}/mark-paid`)).status).toBe(200);
    const file = await get(
      `/api/invoices/export?format=xlsx&${search()}&filters[status][$eq]=unpaid&sort=issueDate:desc`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="factures_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const listed = await call("GET", `/api/invoices?${search()}&filters[status][$eq]=unpaid&pagination[pageSize]=100`);
    const expected = listed.body.data as Array<{ invoiceNumber: string; totalAmount: number }>;
    expect(expected.length).toBeGreaterThanOrEqual(2);

    const sheet = await workbook(file.bytes);
    // Three lines say what the file holds; the table's header row comes under them, frozen and filterable.
    expect(sheet.getRow(1).getCell(1).value).toBe("Filtres : recherche = « Tafraout » ; statut = Non payée");
    expect(sheet.getRow(2).getCell(1).value).toMatch(generatedToday());
    expect(sheet.getRow(3).getCell(1).value).toBe(`${expected.length} lignes`);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 4 });
    expect(sheet.autoFilter).toBe("A4:H4");
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
      "N° facture",
      "Client",
      "Date",
      "Échéance",
      "Statut",
      "Montant HT",
      "TVA",
      "Montant TTC",
    ]);
    expect(sheet.getColumn(2).width).toBe(28);
    expect(sheet.rowCount).toBe(expected.length + 5);
    const numbers = Array.from({ length: expected.length }, (_, i) => sheet.getRow(i + 5).getCell(1).value);
    expect(new Set(numbers)).toEqual(new Set(expected.map((row) => row.invoiceNumber)));
    expect(numbers).not.toContain(paid.invoiceNumber);
    const first = sheet.getRow(5);
    expect(first.getCell(3).value).toBeInstanceOf(Date);
    expect(typeof first.getCell(8).value).toBe("number");
    expect(first.getCell(8).numFmt).toContain("DH");
    const totals = sheet.getRow(expected.length + 5);
    expect(totals.getCell(1).value).toBe("Total");
    const sum = expected.reduce((total, row) => total + Math.round(Number(row.totalAmount) * 100), 0) / 100;
    expect(totals.getCell(8).value).toBeCloseTo(sum, 2);
  });

  it('exports the delivery list as a PDF titled "Liste des Bons de Livraison"', async () => {
    const file = await get("/api/deliveries/export?format=pdf&sort=issueDate:desc");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bons_livraison_\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = (await pdfPages(file.bytes)).join(" ");
    expect(text).toContain("Liste des Bons de Livraison");
    expect(text).toContain("Filtres : aucun");
    expect(text).toContain("Coopérative Tafraout Exports");
    expect(text).toContain(invoice.invoiceNumber);
  });

  it("heads a filtered PDF export with its filters in French, the time it was made and its row count", async () => {
    const filters =
      `filters[client][documentId][$eq]=${client.documentId}` +
      "&filters[issueDate][$gte]=2000-01-01&filters[issueDate][$lte]=2099-12-31&filters[status][$eq]=draft";
    const listed = await call("GET", `/api/deliveries?${filters}&pagination[pageSize]=100`);
    const count = listed.body.meta.pagination.total as number;
    expect(count).toBeGreaterThanOrEqual(1);
    const file = await get(`/api/deliveries/export?format=pdf&${filters}`);
    expect(file.status).toBe(200);
    const [first] = await pdfPages(file.bytes);
    expect(first).toContain(
      "Filtres : client = Coopérative Tafraout Exports ; du 01/01/2000 au 31/12/2099 ; statut = Brouillon",
    );
    expect(first).toMatch(generatedToday());
    expect(first).toContain(`${count} ${count > 1 ? "lignes" : "ligne"}`);
    // The delivery statuses read as on screen: one label set.
    expect(first).toContain("Brouillon");
    expect(first).not.toContain("En attente");
    const sheet = await workbook((await get(`/api/deliveries/export?format=xlsx&${filters}`)).bytes);
    expect(sheet.getRow(1).getCell(1).value).toBe(
      "Filtres : client = Coopérative Tafraout Exports ; du 01/01/2000 au 31/12/2099 ; statut = Brouillon",
    );
    expect(sheet.getRow(3).getCell(1).value).toBe(`${count} ${count > 1 ? "lignes" : "ligne"}`);
    // Header row, then exactly that many rows, then the quantities' totals row.
    expect(sheet.rowCount).toBe(4 + count + 1);
    expect(sheet.getRow(4 + count).getCell(6).value).toBe("Brouillon");
  });

  it("exports a client's documents for its page's tabs", async () => {
    const other = await createClient(server, { name: "Riad Marrakech Events" });
    const sheet = await workbook(
      (await get(`/api/invoices/export?format=xlsx&filters[client][documentId][$eq]=${other.documentId}`)).bytes,
    );
    expect(sheet.getRow(1).getCell(1).value).toBe("Filtres : client = Riad Marrakech Events");
    expect(sheet.getRow(3).getCell(1).value).toBe("0 ligne");
    // The three lines, the header row and the totals row.
    expect(sheet.rowCount).toBe(5);
    const mine = await workbook(
      (await get(`/api/quotes/export?format=xlsx&filters[client][documentId][$eq]=${client.documentId}`)).bytes,
    );
    expect(mine.getRow(5).getCell(2).value).toBe("Coopérative Tafraout Exports");
  });

  it("writes text cells as text, exactly: a phone keeps its +, a formula-looking name is never a formula", async () => {
    await createClient(server, {
      name: '=HYPERLINK("http://evil.example","x")',
      email: "formule@example.ma",
      phone: "+212 5 22 33 44 55",
      address: "@rue piégée",
    });
    const path = "/api/clients/export?format=FORMAT&filters[email][$containsi]=formule@";
    const sheet = await workbook((await get(path.replace("FORMAT", "xlsx"))).bytes);
    const [name, , , phone] = [1, 2, 3, 4].map((column) => sheet.getRow(5).getCell(column));
    expect(name!.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(name!.type).toBe(ExcelJS.ValueType.String);
    expect(phone!.value).toBe("+212 5 22 33 44 55");
    expect(phone!.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(5).getCell(6).value).toBeInstanceOf(Date);
    const text = (await pdfPages((await get(path.replace("FORMAT", "pdf"))).bytes)).join(" ");
    expect(text).toContain("+212 5 22 33 44 55");
    expect(text).not.toContain("'+212");
  });

  it("refuses an unknown format and a writer", async () => {
    expect((await get("/api/clients/export?format=docx")).status).toBe(400);
    expect((await get("/api/clients/export?format=xlsx", server.writerToken)).status).toBe(403);
  });
});

describe("delivery note by e-mail", () => {
  let deliveryId: string;
  let deliveryNumber: string;

  beforeAll(async () => {
    const created = await call("POST", "/api/deliveries", {
      data: {
        invoice: invoice.documentId,
        issueDate: today,
        deliveryDate: today,
        deliveryAddress: "Tiznit",
        transportInfo: "Camion de l’agence",
        items: [{ description: "Kakémonos", quantity: 2 }],
      },
    });
    deliveryId = created.body.data.documentId;
    deliveryNumber = created.body.data.deliveryNumber;
  });

  it("sends the PDF made by the server to the client's address", async () => {
    const before = await mailIds();
    const response = await call("POST", "/api/bons/send", {
      deliveryId,
      to: client.email,
      subject: `Bon de livraison ${deliveryNumber}`,
      message: "Bonjour,\nVeuillez trouver ci-joint votre bon de livraison.",
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Le bon de livraison a été envoyé par email avec succès");
    const mail = await waitForMail(client.email, deliveryNumber, before);
    expect(mail.text).toContain("Veuillez trouver ci-joint votre bon de livraison.");
    expect(mail.attachments).toEqual([
      expect.objectContaining({ fileName: `${deliveryNumber}.pdf`, contentType: "application/pdf" }),
    ]);
    expect(mail.attachments![0]!.length).toBeGreaterThan(1000);
  });

  it("refuses another recipient, an incomplete mail and a writer", async () => {
    const other = await call("POST", "/api/bons/send", {
      deliveryId,
      to: "quelquun@ailleurs.ma",
      subject: "BL",
      message: "Bonjour",
    });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe("Le destinataire doit être l'adresse e-mail du client");
    const empty = await call("POST", "/api/bons/send", {
      deliveryId,
      to: client.email,
      subject: " ",
      message: "Bonjour",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Le sujet est requis");
    const missing = await call("POST", "/api/bons/send", {
      deliveryId: "absent",
      to: client.email,
      subject: "BL",
      message: "Bonjour",
    });
    expect(missing.status).toBe(404);
    const asWriter = await api(server.url, "POST", "/api/bons/send", {
      token: server.writerToken,
      body: { deliveryId, to: client.email, subject: "BL", message: "x" },
    });
    expect(asWriter.status).toBe(403);
  });
});

describe("invoices, quotes and credit notes by e-mail", () => {
  const journalOf = async (resource: string, recordId: string) =>
    (
      await call(
        "GET",
        `/api/audit-entries?filters[resource][$eq]=${resource}&filters[recordId][$eq]=${recordId}&filters[action][$eq]=mail`,
      )
    ).body.data as Array<{ changes: Record<string, [unknown, unknown]> }>;
  const message = "Bonjour,\nVeuillez trouver ci-joint notre document.";

  it("proposes the client's address and a French message, then mails the invoice's PDF with a copy, journaled", async () => {
    const draft = await call("GET", `/api/invoices/${invoice.documentId}/mail-draft`);
    expect(draft.status).toBe(200);
    expect(draft.body.to).toBe(client.email);
    expect(draft.body.subject).toBe(`Facture ${invoice.invoiceNumber} — ${DEMO_COMPANY.name}`);
    expect(draft.body.message).toContain(`notre facture ${invoice.invoiceNumber} d'un montant de `);

    const before = await mailIds();
    const sent = await call("POST", `/api/invoices/${invoice.documentId}/send`, {
      to: client.email,
      cc: ["comptable@tafraout.example.ma"],
      subject: draft.body.subject,
      message,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe("La facture a été envoyée par e-mail.");
    const mail = await waitForMail(client.email, invoice.invoiceNumber, before);
    expect(mail.text).toContain("Veuillez trouver ci-joint notre document.");
    expect(mail.cc?.map((cc) => cc.address)).toEqual(["comptable@tafraout.example.ma"]);
    // The attachment read back from the sink is the invoice's PDF.
    expect(mail.attachments?.map((file) => file.fileName)).toEqual([`${invoice.invoiceNumber}.pdf`]);
    const pdf = Buffer.from(await (await fetch(attachmentUrl(mail, 0))).arrayBuffer());
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain(`N° ${invoice.invoiceNumber}`);
    expect(pages[0]).toContain("Coopérative Tafraout Exports");

    const [entry] = await journalOf("invoices", invoice.documentId);
    expect(entry!.changes).toEqual({
      to: [null, client.email],
      cc: [null, "comptable@tafraout.example.ma"],
      subject: [null, draft.body.subject],
    });
  });

  it("proposes for an invoice sent again what it owes that day: a part paid, then nothing", async () => {
    const again = await createInvoice([
      { description: "Audit", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 },
    ]);
    const sentence = async () =>
      (await call("GET", `/api/invoices/${again.documentId}/mail-draft`)).body.message.split("\n")[2] as string;
    expect(await sentence()).toContain(`Elle est payable au plus tard le ${formatFrenchDate(again.dueDate)}.`);
    const paid = await call("POST", "/api/payments", {
      data: { invoice: again.documentId, amount: 200, date: today, method: "virement" },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await sentence()).toContain(
      `Il reste 1 000,00 DH à régler, au plus tard le ${formatFrenchDate(again.dueDate)}.`,
    );
    expect(
      (await call("POST", `/api/invoices/${again.documentId}/mark-paid`, { data: { method: "virement" } })).status,
    ).toBe(200);
    expect(await sentence()).toContain("Elle est entièrement réglée ; merci.");
  });

  it("proposes for an accepted quote a thank-you, not its validity", async () => {
    const quote = await call("POST", "/api/quotes", {
      data: { client: client.documentId, issueDate: today, validUntil: today, items: [LINES[2]] },
    });
    const quoteId = quote.body.data.documentId;
    const draft = async () => (await call("GET", `/api/quotes/${quoteId}/mail-draft`)).body.message as string;
    expect(await draft()).toContain(`Il est valable jusqu'au ${formatFrenchDate(today)}.`);
    for (const status of ["sent", "accepted"]) {
      expect((await call("PUT", `/api/quotes/${quoteId}`, { data: { status } })).status).toBe(200);
    }
    expect(await draft()).toContain("Vous l'avez accepté : merci de votre confiance.");
    expect(await draft()).not.toContain("valable");
  });

  it("moves a draft quote to sent when it is mailed, and mails a credit note", async () => {
    const quote = await call("POST", "/api/quotes", {
      data: { client: client.documentId, issueDate: today, validUntil: today, items: [LINES[2]] },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect(quote.body.data.status).toBe("draft");
    const quoteId = quote.body.data.documentId;
    const before = await mailIds();
    const sent = await call("POST", `/api/quotes/${quoteId}/send`, {
      to: client.email,
      subject: "Votre devis",
      message,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await waitForMail(client.email, "Votre devis", before);
    expect((await call("GET", `/api/quotes/${quoteId}`)).body.data.status).toBe("sent");
    expect(await journalOf("quotes", quoteId)).toHaveLength(1);

    const credited = await createInvoice([LINES[2]]);
    const note = await call("POST", `/api/invoices/${credited.documentId}/credit-note`, {
      data: { reason: "Annulée" },
    });
    const noteId = note.body.data.documentId;
    const noteDraft = await call("GET", `/api/credit-notes/${noteId}/mail-draft`);
    expect(noteDraft.body.subject).toBe(`Avoir ${note.body.data.creditNoteNumber} — ${DEMO_COMPANY.name}`);
    const mailed = await call("POST", `/api/credit-notes/${noteId}/send`, {
      to: client.email,
      subject: noteDraft.body.subject,
      message,
    });
    expect(mailed.status).toBe(200);
    expect(mailed.body.message).toBe("L'avoir a été envoyé par e-mail.");
    expect(await journalOf("credit-notes", noteId)).toHaveLength(1);
  });

  it("refuses to mail a quote past its validity, draft or sent, from its proposed mail on: nothing queued or journaled", async () => {
    const quoteDated = async (validUntil: string) => {
      const created = await call("POST", "/api/quotes", {
        data: { client: client.documentId, issueDate: "2026-01-05", validUntil, items: [LINES[2]] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.documentId as string;
    };
    const draftId = await quoteDated("2026-02-04");
    const sentId = await quoteDated("2026-02-05");
    expect((await call("PUT", `/api/quotes/${sentId}`, { data: { status: "sent" } })).status).toBe(200);

    const draftProposal = await call("GET", `/api/quotes/${draftId}/mail-draft`);
    expect(draftProposal.status).toBe(409);
    expect(draftProposal.body.error.message).toBe(
      "La date de validité de ce devis (04/02/2026) est passée : modifiez-la avant de l'envoyer.",
    );
    const draftSent = await call("POST", `/api/quotes/${draftId}/send`, {
      to: client.email,
      subject: "Devis",
      message,
    });
    expect(draftSent.status).toBe(409);
    expect((await call("GET", `/api/quotes/${draftId}`)).body.data.status).toBe("draft");

    const sentProposal = await call("GET", `/api/quotes/${sentId}/mail-draft`);
    expect(sentProposal.status).toBe(409);
    const resent = await call("POST", `/api/quotes/${sentId}/send`, { to: client.email, subject: "Devis", message });
    expect(resent.status).toBe(409);
    expect(resent.body.error.message).toBe(
      "Ce devis était valable jusqu'au 05/02/2026 : le client ne pourrait plus l'accepter depuis son lien. Dupliquez-le pour lui refaire cette offre.",
    );

    // The mail would be queued with its journal entry, in one transaction.
    expect(await journalOf("quotes", draftId)).toHaveLength(0);
    expect(await journalOf("quotes", sentId)).toHaveLength(0);

    // Its date moved to today, the draft is mailed.
    expect((await call("PUT", `/api/quotes/${draftId}`, { data: { validUntil: today } })).status).toBe(200);
    expect((await call("GET", `/api/quotes/${draftId}/mail-draft`)).status).toBe(200);
  });

  it("refuses a draft invoice, an incomplete mail, an unknown document and a writer", async () => {
    const draftInvoice = await postInvoice(server, { client: client.documentId, items: [LINES[2]], state: "draft" });
    const mail = { to: client.email, subject: "Facture", message };
    const refused = await call("POST", `/api/invoices/${draftInvoice.documentId}/send`, mail);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Émettez la facture avant de l'envoyer.");
    const incomplete = await call("POST", `/api/invoices/${invoice.documentId}/send`, { ...mail, to: "personne" });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.details.errors).toHaveProperty("to");
    expect((await call("POST", "/api/invoices/absent0000000000000000/send", mail)).status).toBe(404);
    expect((await call("POST", `/api/invoices/${invoice.documentId}/send`, mail, server.writerToken)).status).toBe(403);
  });
});
