import { beforeAll, describe, expect, it } from "vitest";
import {
  addDaysToDay,
  BOOK_MESSAGES,
  numberBehindMessage,
  PAYMENT_MESSAGES,
  paymentTooLargeMessage,
  todayInMorocco,
} from "@agency/shared";
import { SALES_KINDS } from "../src/sales/kinds";
import { nextNumber } from "../src/sales/numbering";
import { cmsForThisFile } from "./harness/cms";
import { verifiedCode } from "./harness/codes";
import { download, pdfPages } from "./harness/files";
import { api } from "./harness/http";
import { mailIds } from "./harness/mail";
import { clientFields, createClient, invoiceRequest, postInvoice } from "./harness/sales";

const PANEL = { email: "technique@example.ma", password: "Technique-1234" };
const LINES = [{ description: "Audit SEO", quantity: 2, unitPrice: 1000, discount: 0, taxRate: 20 }];
const today = todayInMorocco();

const server = cmsForThisFile({
  firstStart: true,
  env: { STRAPI_SUPERADMIN_EMAIL: PANEL.email, STRAPI_SUPERADMIN_PASSWORD: PANEL.password },
});
const { call } = server;
let clientId: string;

const invoiceBody = (extra: Record<string, unknown> = {}) =>
  invoiceRequest({ client: clientId, items: LINES, notes: "Merci.", ...extra });
const createInvoice = (extra: Record<string, unknown> = {}) =>
  postInvoice(server, { client: clientId, items: LINES, notes: "Merci.", ...extra });
const codeStatuses = async (resource: string, recordId: string) =>
  (await server.strapi.db.query("api::one-time-code.one-time-code").findMany({ where: { resource, recordId } })).map(
    (row: any) => row.status,
  );
const sequenceOf = (number: string) => Number(number.split("-")[2]);

beforeAll(async () => {
  clientId = (await createClient(server, { name: "Atlas Digital SARL", type: "sarl", ice: "001234567000089" }))
    .documentId;
});

describe("issuing an invoice", () => {
  it("issues at once without a state, as the spec screen does; a draft has no number", async () => {
    const issued = await createInvoice();
    expect(issued.state).toBe("issued");
    expect(issued.invoiceNumber).toMatch(/^FA-\d{2}-\d{4}$/);
    const draft = await createInvoice({ state: "draft", invoiceNumber: "FA-26-9999" });
    expect(draft.state).toBe("draft");
    expect(draft.invoiceNumber).toBeNull();
  });

  it("numbers a draft when issued, dates it today in Casablanca and due after its terms; once only", async () => {
    const before = await createInvoice();
    const draft = await createInvoice({
      state: "draft",
      paymentTerms: 60,
      issueDate: "2026-01-05",
      dueDate: "2026-03-06",
    });
    const issued = await call("POST", `/api/invoices/${draft.documentId}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body.data.state).toBe("issued");
    expect(sequenceOf(issued.body.data.invoiceNumber)).toBe(sequenceOf(before.invoiceNumber) + 1);
    expect(issued.body.data.issueDate).toBe(today);
    expect(issued.body.data.dueDate).toBe(addDaysToDay(today, 60));

    const again = await call("POST", `/api/invoices/${draft.documentId}/issue`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(BOOK_MESSAGES.alreadyIssued);
    expect((await call("POST", "/api/invoices/inconnue/issue")).status).toBe(404);
  });

  it("gives one number to one draft issued 6 times at once, and distinct consecutive numbers to 8 drafts at once", async () => {
    const draft = await createInvoice({ state: "draft" });
    const same = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", `/api/invoices/${draft.documentId}/issue`)),
    );
    expect(same.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(same.filter((answer) => answer.status === 409)).toHaveLength(5);

    const drafts = await Promise.all(Array.from({ length: 8 }, () => createInvoice({ state: "draft" })));
    const issued = await Promise.all(drafts.map((one) => call("POST", `/api/invoices/${one.documentId}/issue`)));
    expect(issued.every((answer) => answer.status === 200)).toBe(true);
    const sequences = issued.map((answer) => sequenceOf(answer.body.data.invoiceNumber)).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(8);
    expect(sequences[7]! - sequences[0]!).toBe(7);
  });

  it("refuses a number typed on a draft, by the API and the document service: it takes the next one when issued", async () => {
    const draft = await createInvoice({ state: "draft" });
    const typed = await call("PUT", `/api/invoices/${draft.documentId}`, { data: { invoiceNumber: "FA-26-9990" } });
    expect(typed.status).toBe(409);
    expect(typed.body.error.message).toBe(BOOK_MESSAGES.draftNumbered);
    await expect(
      server.strapi
        .documents("api::invoice.invoice")
        .update({ documentId: draft.documentId, data: { invoiceNumber: "FA-26-9991" } as any }),
    ).rejects.toThrow(BOOK_MESSAGES.draftNumbered);
    const kept = await call("PUT", `/api/invoices/${draft.documentId}`, { data: { notes: "Toujours un brouillon." } });
    expect(kept.status).toBe(200);
    expect(kept.body.data.invoiceNumber).toBeNull();
  });

  it("is refused to a writer", async () => {
    const draft = await createInvoice({ state: "draft" });
    const asWriter = await call("POST", `/api/invoices/${draft.documentId}/issue`, undefined, server.writerToken);
    expect(asWriter.status).toBe(403);
  });

  it("takes the numbering year from Casablanca: 23:30 UTC on 31 December is already next year there", async () => {
    expect(await nextNumber(server.strapi, SALES_KINDS.invoice, new Date("2026-12-31T23:30:00Z"))).toMatch(/^FA-27-/);
    expect(await nextNumber(server.strapi, SALES_KINDS.invoice, new Date("2026-12-31T22:30:00Z"))).toMatch(/^FA-26-/);
  });
});

describe("an issued invoice is frozen", () => {
  it.each([
    ["its lines", { items: [{ ...LINES[0], quantity: 3 }] }],
    ["its number (FA-26-0043 to FA-26-0098)", { invoiceNumber: "FA-99-0098" }],
    ["its client", "client"],
    ["its dates", { issueDate: "2020-01-01", dueDate: "2020-01-31" }],
    ["its payment terms", { paymentTerms: 60 }],
  ])("refuses a change of %s with 409 and a message that points to the credit note", async (_what, change) => {
    const invoice = await createInvoice();
    let data = change as Record<string, unknown>;
    if (change === "client") {
      data = { client: (await createClient(server, { name: "Autre client" })).documentId };
    }
    const answer = await call("PUT", `/api/invoices/${invoice.documentId}`, { data });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(BOOK_MESSAGES.invoiceFrozen);
    expect(answer.body.error.message).toContain("avoir");
    const stored = (await call("GET", `/api/invoices/${invoice.documentId}?populate=*`)).body.data;
    expect(stored.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(stored.totalAmount).toBe(invoice.totalAmount);
  });

  it("still takes its notes and the same values sent back by the edit form", async () => {
    const invoice = await createInvoice();
    const answer = await call(
      "PUT",
      `/api/invoices/${invoice.documentId}`,
      invoiceBody({ notes: "Règlement par virement." }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.notes).toBe("Règlement par virement.");
  });

  it("refuses a state change by PUT: back to draft or cancelled", async () => {
    const invoice = await createInvoice();
    expect((await call("PUT", `/api/invoices/${invoice.documentId}`, { data: { state: "draft" } })).status).toBe(409);
    const cancelled = await call("PUT", `/api/invoices/${invoice.documentId}`, { data: { state: "cancelled" } });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.error.message).toBe(BOOK_MESSAGES.stateChangeRefused);
  });

  it("gets no deletion code: refused with the reason before any code is made or mailed", async () => {
    const invoice = await createInvoice();
    const before = await mailIds();
    const refused = await call("POST", "/api/delete-otp/generate", { resource: "invoices", id: invoice.documentId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BOOK_MESSAGES.invoiceNotDeletable);
    expect(await codeStatuses("invoices", invoice.documentId)).toEqual([]);
    expect([...(await mailIds())].filter((id) => !before.has(id))).toEqual([]);
  });

  it("is not deleted with a code verified while it was a draft, and the code is not used up; a draft is", async () => {
    const invoice = await createInvoice({ state: "draft" });
    await verifiedCode(server, { resource: "invoices", id: invoice.documentId });
    expect((await call("POST", `/api/invoices/${invoice.documentId}/issue`)).status).toBe(200);
    const refused = await call("DELETE", `/api/invoices/${invoice.documentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BOOK_MESSAGES.invoiceNotDeletable);
    expect(await codeStatuses("invoices", invoice.documentId)).toEqual(["verified"]);
    expect((await call("GET", `/api/invoices/${invoice.documentId}`)).status).toBe(200);

    const draft = await createInvoice({ state: "draft" });
    await verifiedCode(server, { resource: "invoices", id: draft.documentId });
    expect((await call("DELETE", `/api/invoices/${draft.documentId}`)).status).toBe(204);
  });

  it("holds through the document service too, the path of Strapi panel and scripts", async () => {
    const invoice = await createInvoice();
    const documents = server.strapi.documents("api::invoice.invoice");
    await expect(
      documents.update({ documentId: invoice.documentId, data: { items: [{ ...LINES[0], quantity: 9 }] } as any }),
    ).rejects.toThrow(BOOK_MESSAGES.invoiceFrozen);
    await expect(documents.delete({ documentId: invoice.documentId })).rejects.toThrow(
      BOOK_MESSAGES.invoiceNotDeletable,
    );

    const priced = await documents.create({
      data: { client: clientId, issueDate: today, dueDate: today, items: LINES, totalAmount: 1, subtotal: 1 } as any,
    });
    expect((priced as any).state).toBe("issued");
    expect((priced as any).invoiceNumber).toMatch(/^FA-\d{2}-\d{4}$/);
    // By hand: 2 × 1,000 + 20 % VAT.
    expect(Number((priced as any).totalAmount)).toBe(2400);
  });

  it("holds in Strapi's own panel, even for its Super Admin", async () => {
    const invoice = await createInvoice();
    const login = await api(server.url, "POST", "/admin/login", { body: PANEL });
    const panelToken = login.body.data.token as string;
    const path = `/content-manager/collection-types/api::invoice.invoice/${invoice.documentId}`;
    const changed = await api(server.url, "PUT", path, {
      token: panelToken,
      body: { totalAmount: 1, invoiceNumber: "FA-99-0001" },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(BOOK_MESSAGES.invoiceFrozen);
    expect((await api(server.url, "DELETE", path, { token: panelToken })).status).toBe(409);
  });
});

describe("hand-typed numbers", () => {
  it("are accepted only after every number used that year", async () => {
    const last = await createInvoice();
    const year = last.invoiceNumber.slice(3, 5);
    const behind = `FA-${year}-${String(sequenceOf(last.invoiceNumber) - 1).padStart(4, "0")}`;
    await server.strapi.db.query("api::invoice.invoice").deleteMany({ where: { invoiceNumber: behind } });

    const refused = await call("POST", "/api/invoices", invoiceBody({ invoiceNumber: behind }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(numberBehindMessage(last.invoiceNumber));
    const taken = await call("POST", "/api/invoices", invoiceBody({ invoiceNumber: last.invoiceNumber }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(SALES_KINDS.invoice.conflict);

    const ahead = `FA-${year}-${String(sequenceOf(last.invoiceNumber) + 10).padStart(4, "0")}`;
    expect((await call("POST", "/api/invoices", invoiceBody({ invoiceNumber: ahead }))).status).toBe(201);
    expect((await createInvoice()).invoiceNumber).toBe(`FA-${year}-${String(sequenceOf(ahead) + 1).padStart(4, "0")}`);
  });
});

describe("numbers of another format", () => {
  it("are refused on every path, the panel's and scripts' too, not only by the API's schema", async () => {
    const documents = server.strapi.documents("api::invoice.invoice");
    for (const invoiceNumber of ["FA-26-7", "X", "fa-26-0007"]) {
      await expect(
        documents.create({
          data: { client: clientId, issueDate: today, dueDate: today, items: LINES, invoiceNumber } as any,
        }),
      ).rejects.toThrow("Le numéro de facture doit respecter le format FA-AA-NNNN");
    }
    await expect(
      server.strapi.documents("api::quote.quote").create({
        data: { client: clientId, issueDate: today, validUntil: today, items: LINES, quoteNumber: "DEVIS-7" } as any,
      }),
    ).rejects.toThrow("Le numéro de devis doit respecter le format DEVIS-AA-NNNN");
  });
});

describe("links written from the other side", () => {
  it("are refused: a client's invoices, an invoice's payments; an edit that leaves them alone goes", async () => {
    const invoice = await createInvoice();
    const other = await createClient(server, { name: "Autre Client SARL", type: "sarl", ice: "001234567000090" });
    await expect(
      server.strapi.documents("api::client.client").update({
        documentId: other.documentId,
        data: { invoices: { connect: [invoice.documentId] } } as any,
      }),
    ).rejects.toThrow(BOOK_MESSAGES.linkFromOtherSide);
    const paid = await call("POST", "/api/payments", {
      data: { invoice: invoice.documentId, amount: 100, date: today, method: "virement", reference: "VIR-L" },
    });
    await expect(
      server.strapi.documents("api::invoice.invoice").update({
        documentId: invoice.documentId,
        data: { payments: { disconnect: [paid.body.data.documentId] } } as any,
      }),
    ).rejects.toThrow(BOOK_MESSAGES.linkFromOtherSide);
    const stored = await server.strapi
      .documents("api::invoice.invoice")
      .findOne({ documentId: invoice.documentId, populate: ["client", "payments"] });
    expect((stored as any).client.documentId).toBe(clientId);
    expect((stored as any).payments).toHaveLength(1);

    const login = await api(server.url, "POST", "/admin/login", { body: PANEL });
    const path = `/content-manager/collection-types/api::client.client/${other.documentId}`;
    const moved = await api(server.url, "PUT", path, {
      token: login.body.data.token as string,
      body: { invoices: { connect: [{ documentId: invoice.documentId }], disconnect: [] } },
    });
    expect(moved.status).toBe(409);
    const renamed = await api(server.url, "PUT", path, {
      token: login.body.data.token as string,
      body: { name: "Autre Client Renommé SARL", invoices: { connect: [], disconnect: [] } },
    });
    expect(renamed.status).toBe(200);
  });
});

describe("Strapi's clone (the panel's Duplicate)", () => {
  it("copies nothing of the book: invoices, payments, credit notes, journal entries", async () => {
    const invoice = await createInvoice();
    const paid = await call("POST", "/api/payments", {
      data: { invoice: invoice.documentId, amount: 100, date: today, method: "virement", reference: "VIR-C" },
    });
    expect(paid.status).toBe(201);
    const payments = await server.strapi.db.query("api::payment.payment").count();
    await expect(
      server.strapi.documents("api::payment.payment").clone({ documentId: paid.body.data.documentId, data: {} } as any),
    ).rejects.toThrow(BOOK_MESSAGES.cloneRefused);
    await expect(
      server.strapi.documents("api::invoice.invoice").clone({ documentId: invoice.documentId, data: {} } as any),
    ).rejects.toThrow(BOOK_MESSAGES.cloneRefused);
    const entry = await server.strapi.db.query("api::audit-entry.audit-entry").findOne({ select: ["documentId"] });
    await expect(
      server.strapi.documents("api::audit-entry.audit-entry").clone({ documentId: entry.documentId, data: {} } as any),
    ).rejects.toThrow(BOOK_MESSAGES.cloneRefused);

    const login = await api(server.url, "POST", "/admin/login", { body: PANEL });
    const model = "api::payment.payment";
    const cloned = await api(
      server.url,
      "POST",
      `/content-manager/collection-types/${model}/clone/${paid.body.data.documentId}`,
      { token: login.body.data.token as string, body: {} },
    );
    expect(cloned.status).toBe(409);
    expect(cloned.body.error.message).toBe(BOOK_MESSAGES.cloneRefused);
    expect(await server.strapi.db.query("api::payment.payment").count()).toBe(payments);
  });
});

describe("payments", () => {
  const pay = (invoice: string, amount: number, as?: string) =>
    call(
      "POST",
      "/api/payments",
      { data: { invoice, amount, date: today, method: "virement", reference: "VIR-1" } },
      as,
    );
  const statusOf = async (documentId: string) =>
    (await call("GET", `/api/invoices/${documentId}`)).body.data.status as string;

  it("derive the status: partial, then paid; never more than what is due; none on a draft", async () => {
    const invoice = await createInvoice();
    const total = Number(invoice.totalAmount);
    expect(invoice.status).toBe("unpaid");
    expect((await pay(invoice.documentId, 500)).status).toBe(201);
    expect(await statusOf(invoice.documentId)).toBe("partial");

    const tooMuch = await pay(invoice.documentId, total);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(paymentTooLargeMessage(total - 500));
    expect((await pay(invoice.documentId, total - 500)).status).toBe(201);
    expect(await statusOf(invoice.documentId)).toBe("paid");
    const more = await pay(invoice.documentId, 1);
    expect(more.status).toBe(400);
    expect(more.body.error.message).toBe(PAYMENT_MESSAGES.nothingDue);

    const draft = await createInvoice({ state: "draft" });
    const onDraft = await pay(draft.documentId, 10);
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.error.message).toBe(PAYMENT_MESSAGES.onDraft);
    expect(
      (
        await call("POST", "/api/payments", {
          data: { invoice: invoice.documentId, amount: 0, date: today, method: "virement" },
        })
      ).status,
    ).toBe(400);
  });

  it("are deleted with a code only, and the status follows; they are never edited", async () => {
    const invoice = await createInvoice();
    await pay(invoice.documentId, 100);
    const second = (await pay(invoice.documentId, Number(invoice.totalAmount) - 100)).body.data;
    expect(await statusOf(invoice.documentId)).toBe("paid");
    expect((await call("DELETE", `/api/payments/${second.documentId}`)).status).toBe(403);
    await verifiedCode(server, { resource: "payments", id: second.documentId });
    expect((await call("DELETE", `/api/payments/${second.documentId}`)).status).toBe(204);
    expect(await statusOf(invoice.documentId)).toBe("partial");

    const first = (await call("GET", `/api/invoices/${invoice.documentId}?populate=payments`)).body.data.payments[0];
    expect((await call("PUT", `/api/payments/${first.documentId}`, { data: { amount: 1 } })).status).toBe(405);
    await expect(
      server.strapi
        .documents("api::payment.payment")
        .update({ documentId: first.documentId, data: { amount: 1 } as any }),
    ).rejects.toThrow(PAYMENT_MESSAGES.notEditable);
  });

  it("never exceed the total under 20 concurrent payments, on every path", async () => {
    const invoice = await createInvoice({
      items: [{ description: "Forfait", quantity: 1, unitPrice: 1000, discount: 0, taxRate: 20 }],
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(invoice.documentId, 100)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(8);
    const payments = await server.strapi.db
      .query("api::payment.payment")
      .findMany({ where: { invoice: { documentId: invoice.documentId } } });
    expect(payments.reduce((sum: number, payment: any) => sum + Number(payment.amount), 0)).toBe(1200);
    expect(await statusOf(invoice.documentId)).toBe("paid");
    await expect(
      server.strapi
        .documents("api::payment.payment")
        .create({ data: { invoice: invoice.documentId, amount: 5, date: today, method: "especes" } as any }),
    ).rejects.toThrow(PAYMENT_MESSAGES.nothingDue);
  });

  it('"mark as paid" records a payment of the balance; the status is not typed by hand', async () => {
    const invoice = await createInvoice();
    await pay(invoice.documentId, 250.5);
    const manual = await call("PUT", `/api/invoices/${invoice.documentId}`, { data: { status: "paid" } });
    expect(manual.status).toBe(409);
    expect(manual.body.error.message).toBe(PAYMENT_MESSAGES.statusByPayments);
    const marked = await call("POST", `/api/invoices/${invoice.documentId}/mark-paid`, { data: { method: "cheque" } });
    expect(marked.status).toBe(200);
    expect(marked.body.data.status).toBe("paid");
    const amounts = marked.body.data.payments.map((payment: any) => [Number(payment.amount), payment.method]).sort();
    expect(amounts).toEqual(
      [
        [250.5, "virement"],
        [Number(invoice.totalAmount) - 250.5, "cheque"],
      ].sort(),
    );
  });

  it("are refused to a writer", async () => {
    const invoice = await createInvoice();
    expect((await pay(invoice.documentId, 10, server.writerToken)).status).toBe(403);
    expect((await call("GET", "/api/payments", undefined, server.writerToken)).status).toBe(403);
  });
});

describe("decimal quantities", () => {
  it("stores 1.5 h and 12.75 m² with their unit, totals to the centime, prints them; refuses a fourth decimal", async () => {
    const lines = [
      { description: "Accompagnement", quantity: 1.5, unit: "h", unitPrice: 450, discount: 0, taxRate: 20 },
      { description: "Bâche imprimée", quantity: 12.75, unit: "m²", unitPrice: 85.4, discount: 0, taxRate: 20 },
    ];
    const invoice = await createInvoice({ items: lines });
    // By hand: 1.5 × 450 = 675 and 12.75 × 85.4 = 1,088.85, + 20 % VAT (352.77) = 2,116.62.
    expect(invoice.totalAmount).toBe(2116.62);
    const stored = (await call("GET", `/api/invoices/${invoice.documentId}?populate=items`)).body.data;
    expect(stored.items.map((item: any) => [Number(item.quantity), item.unit])).toEqual([
      [1.5, "h"],
      [12.75, "m²"],
    ]);
    const pdf = await download(server, `/api/invoices/${invoice.documentId}/pdf`);
    const [page] = await pdfPages(pdf.bytes);
    expect(page).toContain("1,5 h");
    expect(page).toContain("12,75 m²");

    const refused = await call("POST", "/api/invoices", invoiceBody({ items: [{ ...lines[0], quantity: 1.2345 }] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("La quantité doit être supérieure à 0, avec au plus 3 décimales");
  });
});

describe("quotes and delivery notes", () => {
  it("freezes an accepted quote and a delivered note, and keeps them", async () => {
    const quoteAnswer = await call("POST", "/api/quotes", {
      data: { client: clientId, issueDate: today, validUntil: today, items: LINES },
    });
    expect(quoteAnswer.status, JSON.stringify(quoteAnswer.body)).toBe(201);
    const quote = quoteAnswer.body.data;
    for (const status of ["sent", "accepted"])
      expect((await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status } })).status).toBe(200);
    const changed = await call("PUT", `/api/quotes/${quote.documentId}`, {
      data: { items: [{ ...LINES[0], unitPrice: 1 }] },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(BOOK_MESSAGES.quoteFrozen);
    const noCode = await call("POST", "/api/delete-otp/generate", { resource: "quotes", id: quote.documentId });
    expect(noCode.status).toBe(409);
    expect(noCode.body.error.message).toBe(BOOK_MESSAGES.quoteNotDeletable);
    expect((await call("DELETE", `/api/quotes/${quote.documentId}`)).status).toBe(409);

    const invoice = await createInvoice();
    const noteAnswer = await call("POST", "/api/deliveries", {
      data: {
        invoice: invoice.documentId,
        issueDate: today,
        deliveryDate: today,
        deliveryAddress: "10 rue Allal Ben Abdellah, Casablanca",
        transportInfo: "Coursier",
        items: [{ description: "Livrable", quantity: 1 }],
      },
    });
    expect(noteAnswer.status, JSON.stringify(noteAnswer.body)).toBe(201);
    const note = noteAnswer.body.data;
    for (const status of ["sent", "delivered"])
      expect((await call("PUT", `/api/deliveries/${note.documentId}`, { data: { status } })).status).toBe(200);
    const edited = await call("PUT", `/api/deliveries/${note.documentId}`, { data: { deliveryAddress: "Ailleurs" } });
    expect(edited.status).toBe(409);
    expect(edited.body.error.message).toBe(BOOK_MESSAGES.deliveryFrozen);
    const noteCode = await call("POST", "/api/delete-otp/generate", { resource: "deliveries", id: note.documentId });
    expect(noteCode.status).toBe(409);
    expect(noteCode.body.error.message).toBe(BOOK_MESSAGES.deliveryNotDeletable);
  });
});

describe("deleting a client", () => {
  it("is refused with 409 while documents refer to it, without using the code up; a client without documents goes", async () => {
    const client = await createClient(server, { name: "Client avec factures" });
    await verifiedCode(server, { resource: "clients", id: client.documentId });
    await createInvoice({ client: client.documentId, state: "draft" });
    const noCode = await call("POST", "/api/delete-otp/generate", { resource: "clients", id: client.documentId });
    expect(noCode.status).toBe(409);
    expect(noCode.body.error.message).toBe(BOOK_MESSAGES.clientInUse);
    const refused = await call("DELETE", `/api/clients/${client.documentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BOOK_MESSAGES.clientInUse);
    expect(await codeStatuses("clients", client.documentId)).toEqual(["verified"]);
    await expect(
      server.strapi.documents("api::client.client").delete({ documentId: client.documentId }),
    ).rejects.toThrow(BOOK_MESSAGES.clientInUse);

    const free = await createClient(server, { name: "Client sans document" });
    await verifiedCode(server, { resource: "clients", id: free.documentId });
    expect((await call("DELETE", `/api/clients/${free.documentId}`)).status).toBe(204);
  });
});

describe("duplicating", () => {
  it("makes a new draft invoice from an issued one: same client, lines and notes, dated today, no number", async () => {
    const source = await createInvoice({
      paymentTerms: 60,
      issueDate: "2026-01-05",
      dueDate: "2026-03-06",
      notes: "Paiement à 60 jours.",
    });
    const answer = await call("POST", `/api/invoices/${source.documentId}/duplicate`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = answer.body.data;
    expect(copy.documentId).not.toBe(source.documentId);
    expect([copy.state, copy.invoiceNumber, copy.status]).toEqual(["draft", null, "unpaid"]);
    expect([copy.issueDate, copy.dueDate, copy.paymentTerms]).toEqual([today, addDaysToDay(today, 60), 60]);
    expect(copy.client.documentId).toBe(clientId);
    expect(copy.notes).toBe("Paiement à 60 jours.");
    expect(copy.items.map((item: any) => [item.description, Number(item.quantity), Number(item.unitPrice)])).toEqual([
      ["Audit SEO", 2, 1000],
    ]);
    expect(Number(copy.totalAmount)).toBe(Number(source.totalAmount));
    expect((await call("POST", "/api/invoices/nothing-here-000000000000/duplicate")).status).toBe(404);
  });

  it("makes a new draft quote, numbered, valid as long as the original", async () => {
    const quote = (
      await call("POST", "/api/quotes", {
        data: { client: clientId, issueDate: "2026-02-01", validUntil: "2026-02-16", items: LINES },
      })
    ).body.data;
    for (const status of ["sent", "accepted"])
      await call("PUT", `/api/quotes/${quote.documentId}`, { data: { status } });
    const answer = await call("POST", `/api/quotes/${quote.documentId}/duplicate`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = answer.body.data;
    expect(copy.status).toBe("draft");
    expect(sequenceOf(copy.quoteNumber)).toBeGreaterThan(sequenceOf(quote.quoteNumber));
    expect([copy.issueDate, copy.validUntil]).toEqual([today, addDaysToDay(today, 15)]);
    const asWriter = await call("POST", `/api/quotes/${quote.documentId}/duplicate`, undefined, server.writerToken);
    expect(asWriter.status).toBe(403);
  });
});

describe("client identifiers", () => {
  it("ICE has 15 digits and a company needs one; IF is digits; both stored without spaces and printed", async () => {
    const base = clientFields({ type: "sarl" });
    const missing = await call("POST", "/api/clients", { data: { ...base, name: "Sans ICE SARL" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("L'ICE est obligatoire pour une société");
    const short = await call("POST", "/api/clients", { data: { ...base, name: "ICE court", ice: "12345" } });
    expect(short.body.error.message).toBe("L'ICE comporte exactement 15 chiffres");
    const letters = await call("POST", "/api/clients", {
      data: { ...base, name: "IF lettres", ice: "001234567000089", fiscalId: "IF123" },
    });
    expect(letters.body.error.message).toBe("L'identifiant fiscal (IF) ne contient que des chiffres (15 au plus)");

    const client = await createClient(server, {
      name: "Identifiants SARL",
      type: "sarl",
      ice: "002 233 445 566 778",
      fiscalId: "40.215.478",
    });
    expect([client.ice, client.fiscalId]).toEqual(["002233445566778", "40215478"]);
    const invoice = await createInvoice({ client: client.documentId });
    const [page] = await pdfPages((await download(server, `/api/invoices/${invoice.documentId}/pdf`)).bytes);
    expect(page).toContain("ICE : 002233445566778");
    expect(page).toContain("IF : 40215478");

    const clients = server.strapi.documents("api::client.client");
    await expect(clients.create({ data: { ...base, name: "Panneau SARL" } as any })).rejects.toThrow(
      "L'ICE est obligatoire pour une société",
    );
    await expect(clients.update({ documentId: client.documentId, data: { ice: null } as any })).rejects.toThrow(
      "L'ICE est obligatoire pour une société",
    );
  });
});
