import { addDaysToDay, formatDocumentNumber, todayInMorocco } from "@agency/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { convertQuote } from "../src/sales/convert-quote";
import { cmsForThisFile } from "./harness/cms";
import { verifiedCode } from "./harness/codes";
import { createClient, invoiceRequest, postInvoice } from "./harness/sales";

const server = cmsForThisFile();
const { call } = server;
let clientId: string;

// The server's calendar: Casablanca's day and numbering year, not UTC's (they differ from 23:00 UTC).
const today = todayInMorocco();
const yy = Number(today.slice(0, 4));

const LINES = [
  { description: "Création de site vitrine", quantity: 1, unitPrice: 12500, discount: 10, taxRate: 20 },
  { description: "Shooting photo produit", quantity: 3, unitPrice: 1850.75, discount: 0, taxRate: 10 },
];
const invoiceBody = (extra: Record<string, unknown> = {}) =>
  invoiceRequest({ client: clientId, items: LINES, notes: "Merci.", ...extra });

beforeAll(async () => {
  const client = await createClient(server, {
    name: "Atlas Digital SARL",
    type: "sarl",
    email: "contact@atlas.example.ma",
    phone: "+212 5 22 11 22 33",
    address: "10 rue Allal Ben Abdellah, Casablanca",
    ice: "001122334455667",
  });
  clientId = client.documentId;
});

describe("clients", () => {
  it("validates with the spec messages", async () => {
    const response = await call("POST", "/api/clients", {
      data: { name: "A", type: "individual", email: "x@y.ma", phone: "0612345678", address: "Rabat centre" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Le nom est requis et doit contenir au moins 2 caractères");
    expect(response.body.error.details.errors.name).toBe("Le nom est requis et doit contenir au moins 2 caractères");
  });

  it("refuses a company document of the wrong type", async () => {
    const file = await server.strapi.db.query("plugin::upload.file").create({
      data: {
        name: "script.js",
        hash: "script_js",
        ext: ".js",
        mime: "text/javascript",
        size: 1,
        url: "/uploads/script.js",
        provider: "local",
      },
    });
    const response = await call("POST", "/api/clients", {
      data: {
        name: "Client doc",
        type: "individual",
        email: "doc@example.ma",
        phone: "0612345678",
        address: "Rue de Fès 12",
        document: file.id,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^Le document doit être un PDF/);
  });

  it("archives and unarchives a client: the list's filter finds it, its other fields stay", async () => {
    const client = await createClient(server, { name: "Ancien Client Archivé" });
    const notArchived = () =>
      call("GET", "/api/clients?filters[archived][$eq]=false&filters[name][$eq]=Ancien%20Client%20Archiv%C3%A9");
    expect((await notArchived()).body.data).toHaveLength(1);
    const archived = await call("PUT", `/api/clients/${client.documentId}`, { data: { archived: true } });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: true, name: "Ancien Client Archivé" });
    expect((await notArchived()).body.data).toHaveLength(0);
    expect((await call("PUT", `/api/clients/${client.documentId}`, { data: { archived: "oui" } })).status).toBe(400);
    const back = await call("PUT", `/api/clients/${client.documentId}`, { data: { archived: false } });
    expect(back.body.data.archived).toBe(false);
    expect((await notArchived()).body.data).toHaveLength(1);
  });
});

describe("invoices", () => {
  it("numbers, prices from the lines and ignores the totals a client sends", async () => {
    const next = await call("GET", "/api/invoices/next-number");
    expect(next.body.number).toMatch(new RegExp(`^FA-${String(yy % 100).padStart(2, "0")}-\\d{4}$`));
    const response = await call(
      "POST",
      "/api/invoices",
      invoiceBody({ subtotal: 1, totalTax: 1, totalAmount: 999999, status: "unpaid" }),
    );
    expect(response.status).toBe(201);
    // By hand: 12,500 − 10 % = 11,250 + 20 % VAT 2,250; 3 × 1,850.75 = 5,552.25 + 10 % VAT 555.225 → 555.23.
    expect(response.body.data).toMatchObject({
      invoiceNumber: next.body.number,
      subtotal: 18052.25,
      totalDiscount: 1250,
      totalTax: 2805.23,
      totalAmount: 19607.48,
      status: "unpaid",
    });
    expect(response.body.data.client.documentId).toBe(clientId);
    expect(response.body.data.items[1].totalAmount).toBe(6107.48);
  });

  it("answers 400 with the spec message for a missing client, a missing due date, an incomplete line", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ client: undefined }, "Veuillez sélectionner un client"],
      [{ dueDate: "" }, "Veuillez définir une date d'échéance"],
      [
        { items: [{ description: "", quantity: 1, unitPrice: 0, discount: 0, taxRate: 20 }] },
        "Tous les articles doivent avoir une description et un prix",
      ],
      [{ items: [] }, "La facture doit contenir au moins un article"],
      [{ client: "no-such-client" }, "Veuillez sélectionner un client"],
    ];
    for (const [extra, message] of cases) {
      const response = await call("POST", "/api/invoices", invoiceBody(extra));
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it("accepts a well-formed hand-edited number once, then answers 409", async () => {
    const number = formatDocumentNumber("invoice", yy, 8000);
    expect((await call("POST", "/api/invoices", invoiceBody({ invoiceNumber: number }))).status).toBe(201);
    const duplicate = await call("POST", "/api/invoices", invoiceBody({ invoiceNumber: number }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe(
      "Erreur lors de l'enregistrement de la facture. Veuillez modifier le numéro de facture et réessayer.",
    );
    const malformed = await call("POST", "/api/invoices", invoiceBody({ invoiceNumber: "FA-1" }));
    expect(malformed.status).toBe(400);
    // The next number follows the highest of the year, hand-edited ones included.
    expect((await call("GET", "/api/invoices/next-number")).body.number).toBe(
      formatDocumentNumber("invoice", yy, 8001),
    );
  });

  it("gives 20 concurrent creations without a number 20 distinct consecutive numbers", async () => {
    const start = Number((await call("GET", "/api/invoices/next-number")).body.number.slice(-4));
    const responses = await Promise.all(Array.from({ length: 20 }, () => call("POST", "/api/invoices", invoiceBody())));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const sequences = responses
      .map((response) => Number(response.body.data.invoiceNumber.slice(-4)))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => start + index));
  });

  // A draft: the lines of an issued invoice no longer change, and the status follows payments (book-of-record.test.ts).
  it("recomputes a draft's totals on update; the payment status is not set by hand", async () => {
    const created = (await call("POST", "/api/invoices", invoiceBody({ state: "draft" }))).body.data;
    const lines = [{ description: "Audit SEO", quantity: 2, unitPrice: 999.99, discount: 5, taxRate: 20 }];
    const updated = await call("PUT", `/api/invoices/${created.documentId}`, {
      data: { items: lines, totalAmount: 1 },
    });
    expect(updated.status).toBe(200);
    // By hand: 2 × 999.99 = 1,999.98 − 5 % (100.00) = 1,899.98 + 20 % VAT 380.00 = 2,279.98.
    expect(updated.body.data.totalAmount).toBe(2279.98);
    expect((await call("PUT", `/api/invoices/${created.documentId}`, { data: { status: "paid" } })).status).toBe(409);
    const refused = await call("PUT", `/api/invoices/${created.documentId}`, { data: { status: "lost" } });
    expect(refused.status).toBe(400);
  });

  // The status comes from a payment; a draft is deleted with a code, an issued invoice never is (book-of-record.test.ts).
  it("finds invoices by number or client name and by status; deletes a draft with a code", async () => {
    const issued = (await call("POST", "/api/invoices", invoiceBody())).body.data;
    const paid = await call("POST", "/api/payments", {
      data: { invoice: issued.documentId, amount: 100, date: today, method: "cheque" },
    });
    expect(paid.status).toBe(201);
    const byClient = await call(
      "GET",
      `/api/invoices?filters[$or][0][invoiceNumber][$containsi]=atlas&filters[$or][1][client][name][$containsi]=atlas&filters[status][$eq]=partial&populate[client]=true`,
    );
    expect(byClient.body.data.map((row: any) => row.documentId)).toContain(issued.documentId);
    expect(
      byClient.body.data.every((row: any) => row.status === "partial" && row.client.name === "Atlas Digital SARL"),
    ).toBe(true);

    const created = (await call("POST", "/api/invoices", invoiceBody({ state: "draft" }))).body.data;
    await verifiedCode(server, { resource: "invoices", id: created.documentId });
    expect((await call("DELETE", `/api/invoices/${created.documentId}`)).status).toBeLessThan(300);
    expect((await call("GET", `/api/invoices/${created.documentId}`)).status).toBe(404);
  });

  it("is refused to a writer", async () => {
    for (const [method, path] of [
      ["GET", "/api/invoices/next-number"],
      ["POST", "/api/invoices"],
      ["GET", `/api/clients/${clientId}/summary`],
    ] as const) {
      const answer = await call(method, path, method === "POST" ? invoiceBody() : undefined, server.writerToken);
      expect(answer.status).toBe(403);
    }
  });
});

describe("quotes", () => {
  const quoteBody = (extra: Record<string, unknown> = {}) => ({
    data: { client: clientId, issueDate: today, validUntil: today, items: LINES, notes: "Valable 30 jours.", ...extra },
  });

  it("follows draft → sent → accepted, refuses a skipped step, converts once into a linked invoice", async () => {
    const items = [LINES[0], { ...LINES[1], quantity: 1.5, unit: "h" }];
    const created = await call("POST", "/api/quotes", quoteBody({ items }));
    expect(created.status).toBe(201);
    const quote = created.body.data;
    expect(quote.quoteNumber).toMatch(/^DEVIS-\d{2}-\d{4}$/);
    expect(quote.status).toBe("draft");
    expect((await call("POST", "/api/quotes", quoteBody({ validUntil: "" }))).body.error.message).toBe(
      "Veuillez définir une date de validité",
    );
    expect((await call("POST", "/api/quotes", quoteBody({ items: [] }))).body.error.message).toBe(
      "Le devis doit contenir au moins un article",
    );

    const skipped = await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status: "accepted" } });
    expect(skipped.status).toBe(400);
    expect(skipped.body.error.message).toMatch(/Changement de statut refusé/);
    expect((await call("POST", `/api/quotes/${quote.documentId}/convert`)).status).toBe(400);

    expect((await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status: "sent" } })).status).toBe(200);
    expect((await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status: "accepted" } })).status).toBe(200);
    const converted = await call("POST", `/api/quotes/${quote.documentId}/convert`);
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect(converted.body.data).toMatchObject({ status: "unpaid", totalAmount: quote.totalAmount });
    // Every line carries over, its quantity and unit included.
    expect(
      converted.body.data.items.map((item: { description: string; quantity: unknown; unit: unknown }) => [
        item.description,
        Number(item.quantity),
        item.unit,
      ]),
    ).toEqual([
      [LINES[0]!.description, 1, null],
      [LINES[1]!.description, 1.5, "h"],
    ]);
    expect(converted.body.data.quote.documentId).toBe(quote.documentId);
    expect((await call("POST", `/api/quotes/${quote.documentId}/convert`)).status).toBe(400);
  });

  it("converts an accepted quote once under 20 conversions at once", async () => {
    const quote = (await call("POST", "/api/quotes", quoteBody())).body.data;
    for (const status of ["sent", "accepted"]) {
      expect((await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status } })).status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", `/api/quotes/${quote.documentId}/convert`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 400)).toBe(true);
    expect(refused[0]!.body.error.message).toMatch(/^Ce devis a déjà été converti en facture \(FA-\d{2}-\d{4}\)$/);
    const invoices = await server.strapi.db
      .query("api::invoice.invoice")
      .count({ where: { quote: { documentId: quote.documentId } } });
    expect(invoices).toBe(1);
  });

  it("writes no status or number a PUT does not name: another write may have changed them since it read", async () => {
    const quote = (await call("POST", "/api/quotes", quoteBody())).body.data;
    expect((await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status: "sent" } })).status).toBe(200);
    const written: Array<Record<string, unknown>> = [];
    server.strapi.documents.use(async (context, next) => {
      const params = context.params as { documentId?: string; data?: Record<string, unknown> };
      if (context.action === "update" && params.documentId === quote.documentId) written.push({ ...params.data });
      return next();
    });
    expect(
      (await call("PUT", `/api/quotes/${quote.documentId}`, { data: { notes: "Valable 15 jours." } })).status,
    ).toBe(200);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ notes: "Valable 15 jours." });
    expect(written[0]).not.toHaveProperty("status");
    expect(written[0]).not.toHaveProperty("quoteNumber");
  });

  it("converts on the Casablanca calendar: at 23:30 UTC the invoice already carries the next day", async () => {
    const created = await call("POST", "/api/quotes", quoteBody());
    const id = created.body.data.documentId;
    await call("PUT", `/api/quotes/${id}`, { data: { status: "sent" } });
    await call("PUT", `/api/quotes/${id}`, { data: { status: "accepted" } });
    const invoice = await convertQuote(server.strapi, id, new Date("2026-11-24T23:30:00Z"));
    expect(invoice).toMatchObject({
      issueDate: "2026-11-25",
      dueDate: "2026-12-25",
      paymentTerms: 30,
      notes: expect.stringContaining("30 jours"),
    });
  });

  it("lists quotes with their client in the same request", async () => {
    const list = await call("GET", "/api/quotes?populate[client]=true&pagination[pageSize]=100");
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((row: any) => row.client?.name)).toBe(true);
  });
});

describe("delivery notes", () => {
  it("checks the five rules in the spec order, takes the client from the invoice, follows its transitions", async () => {
    const invoice = (await call("POST", "/api/invoices", invoiceBody())).body.data;
    const full = {
      invoice: invoice.documentId,
      issueDate: today,
      deliveryDate: today,
      deliveryAddress: "Entrepôt Ain Sebaâ",
      transportInfo: "Amana",
      items: [{ description: "Cartons", quantity: 2, note: "" }],
      notes: "",
    };
    const expectations: Array<[Record<string, unknown>, string]> = [
      [{ ...full, invoice: undefined, deliveryAddress: "" }, "Veuillez sélectionner une facture"],
      [{ ...full, deliveryAddress: "", deliveryDate: "" }, "Veuillez saisir l'adresse de livraison"],
      [{ ...full, deliveryDate: "", transportInfo: "" }, "Veuillez saisir la date de livraison"],
      [{ ...full, transportInfo: "" }, "Veuillez saisir les informations sur le transport"],
      [{ ...full, items: [] }, "Le bon de livraison doit contenir au moins un article."],
    ];
    for (const [data, message] of expectations) {
      const response = await call("POST", "/api/deliveries", { data });
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    const created = await call("POST", "/api/deliveries", { data: full });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: "draft",
      deliveryNumber: expect.stringMatching(/^BL-\d{2}-\d{4}$/),
    });
    expect(created.body.data.client.documentId).toBe(clientId);
    expect(created.body.data.invoice.documentId).toBe(invoice.documentId);

    const id = created.body.data.documentId;
    expect((await call("PUT", `/api/deliveries/${id}`, { data: { status: "delivered" } })).status).toBe(400);
    expect((await call("PUT", `/api/deliveries/${id}`, { data: { status: "sent" } })).status).toBe(200);
    expect((await call("PUT", `/api/deliveries/${id}`, { data: { status: "delivered" } })).status).toBe(200);
    expect((await call("PUT", `/api/deliveries/${id}`, { data: { status: "cancelled" } })).status).toBe(400);

    const search = await call(
      "GET",
      `/api/deliveries?filters[$or][0][deliveryNumber][$containsi]=${invoice.invoiceNumber}&filters[$or][1][invoice][invoiceNumber][$containsi]=${invoice.invoiceNumber}&populate[invoice]=true`,
    );
    expect(search.body.data.map((row: any) => row.documentId)).toContain(id);
  });
});

describe("client financial summary", () => {
  it("adds up the book: invoiced = credited + paid + due, drafts aside; lists the 3 latest documents", async () => {
    const summary = await call("GET", `/api/clients/${clientId}/summary`);
    expect(summary.status).toBe(200);
    const invoices = (
      await call(
        "GET",
        `/api/invoices?filters[client][documentId][$eq]=${clientId}&populate[0]=payments&populate[1]=creditNotes&pagination[pageSize]=100`,
      )
    ).body.data as Array<{
      state: string;
      totalAmount: number;
      payments: Array<{ amount: number }>;
      creditNotes: Array<{ totalAmount: number }>;
    }>;
    const booked = invoices.filter((row) => row.state !== "draft");
    const cents = (amounts: number[]) =>
      amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0) / 100;
    expect(summary.body.totalSales).toBe(cents(booked.map((row) => row.totalAmount)));
    expect(summary.body.payments).toBe(cents(booked.flatMap((row) => row.payments.map((payment) => payment.amount))));
    expect(summary.body.credited).toBe(cents(booked.flatMap((row) => row.creditNotes.map((note) => note.totalAmount))));
    expect(Math.round((summary.body.credited + summary.body.payments + summary.body.amountDue) * 100)).toBe(
      Math.round(summary.body.totalSales * 100),
    );
    expect(summary.body.overdue).toBeLessThanOrEqual(summary.body.amountDue);
    expect(summary.body.invoicesCount).toBe(booked.length);
    expect(summary.body.recent).toHaveLength(3);
    expect((await call("GET", "/api/clients/missing/summary")).body.error.message).toBe("Client introuvable");
  });

  it("says whether the client may be deleted, on its summary and in the list: not once a document, even a draft, names it", async () => {
    const client = await createClient(server, { name: "Client sans pièces" });
    const other = await createClient(server, { name: "Client voisin" });
    const listed = async () => {
      const page = await call(
        "GET",
        "/api/clients?filters[name][$startsWith]=Client%20&sort=name:asc&pagination[pageSize]=100",
      );
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const rows = page.body.data as Array<{ documentId: string; deletable: boolean }>;
      return [client, other].map(({ documentId }) => rows.find((row) => row.documentId === documentId)?.deletable);
    };
    const deletable = async () => {
      const fromSummary = (await call("GET", `/api/clients/${client.documentId}/summary`)).body.deletable;
      const [fromList, otherFromList] = await listed();
      expect(fromList).toBe(fromSummary);
      expect(otherFromList).toBe(true);
      return fromSummary;
    };
    expect(await deletable()).toBe(true);
    const draft = await postInvoice(server, { client: client.documentId, items: LINES, state: "draft" });
    expect(await deletable()).toBe(false);
    const quote = await call("POST", "/api/quotes", {
      data: { client: other.documentId, issueDate: today, validUntil: addDaysToDay(today, 30), items: LINES },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect(await listed()).toEqual([false, false]);
    await server.strapi.documents("api::quote.quote").delete({ documentId: quote.body.data.documentId });
    expect(
      (await call("POST", "/api/delete-otp/generate", { resource: "clients", id: client.documentId })).status,
    ).toBe(409);
    await server.strapi.documents("api::invoice.invoice").delete({ documentId: draft.documentId });
    expect(await deletable()).toBe(true);
  });
});
