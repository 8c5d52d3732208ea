import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addDaysToDay,
  CREDIT_MESSAGES,
  creditTooLargeMessage,
  formatDocumentNumber,
  PAYMENT_MESSAGES,
  todayInMorocco,
  type StatementEntry,
} from "@agency/shared";
import { verifiedCode } from "./harness/codes";
import { cmsForThisFile } from "./harness/cms";
import { download, pdfPages } from "./harness/files";
import { createClient, postInvoice } from "./harness/sales";

const AUDIT = { description: "Audit SEO", quantity: 2, unitPrice: 1000, discount: 0, taxRate: 20 };
const HOSTING = { description: "Hébergement", quantity: 1.5, unit: "an", unitPrice: 400, discount: 0, taxRate: 20 };
const today = todayInMorocco();

const server = cmsForThisFile();
const { call } = server;
let clientId: string;

const createInvoice = (extra: Record<string, unknown> = {}) =>
  postInvoice(server, { client: clientId, items: [AUDIT, HOSTING], ...extra });
const credit = (invoiceId: string, data: Record<string, unknown>, as?: string) =>
  call("POST", `/api/invoices/${invoiceId}/credit-note`, { data }, as);
const pay = (invoice: string, amount: number) =>
  call("POST", "/api/payments", { data: { invoice, amount, date: today, method: "virement" } });
const invoiceOf = async (documentId: string) =>
  (await call("GET", `/api/invoices/${documentId}?populate[0]=creditNotes&populate[1]=payments`)).body.data;

beforeAll(async () => {
  clientId = (await createClient(server, { name: "Riad Zitoun", type: "sarl", ice: "001525374000061" })).documentId;
});

describe("a credit note for the whole invoice", () => {
  it("copies its lines and totals, takes the next AV number, is dated today, and cancels the invoice", async () => {
    const invoice = await createInvoice();
    const answer = await credit(invoice.documentId, { reason: "Commande annulée par le client" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const note = answer.body.data;
    expect(note.creditNoteNumber).toMatch(/^AV-\d{2}-\d{4}$/);
    expect(note.issueDate).toBe(today);
    expect(Number(note.totalAmount)).toBe(Number(invoice.totalAmount));
    expect(Number(note.deductedAmount)).toBe(Number(invoice.totalAmount));
    expect(note.items.map((item: any) => [item.description, Number(item.quantity), item.unit])).toEqual([
      ["Audit SEO", 2, null],
      ["Hébergement", 1.5, "an"],
    ]);
    expect(note.client.documentId).toBe(clientId);
    expect(note.invoice.documentId).toBe(invoice.documentId);

    const cancelled = await invoiceOf(invoice.documentId);
    expect(cancelled.state).toBe("cancelled");
    expect(cancelled.creditNotes).toHaveLength(1);

    const again = await credit(invoice.documentId, { reason: "Deux fois" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CREDIT_MESSAGES.onCancelled);
    const payment = await pay(invoice.documentId, 10);
    expect(payment.status).toBe(409);
    expect(payment.body.error.message).toBe(PAYMENT_MESSAGES.onCancelled);
  });

  it("numbers credit notes one after the other", async () => {
    const first = (await credit((await createInvoice()).documentId, { reason: "Erreur de tarif" })).body.data
      .creditNoteNumber as string;
    const second = (await credit((await createInvoice()).documentId, { reason: "Erreur de tarif" })).body.data
      .creditNoteNumber as string;
    expect(Number(second.split("-")[2])).toBe(Number(first.split("-")[2]) + 1);
  });
});

describe("a partial credit note", () => {
  it("credits the chosen lines; payments and credit notes together make the status; the rest is credited after", async () => {
    const invoice = await createInvoice();
    const total = Number(invoice.totalAmount);
    const partial = await credit(invoice.documentId, {
      reason: "Une journée d’audit non réalisée",
      items: [{ ...AUDIT, quantity: 1 }],
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(Number(partial.body.data.totalAmount)).toBe(1200);
    let current = await invoiceOf(invoice.documentId);
    expect([current.state, current.status]).toEqual(["issued", "partial"]);

    const tooMuch = await pay(invoice.documentId, total - 1200 + 1);
    expect(tooMuch.status).toBe(400);
    const paid = await pay(invoice.documentId, total - 1200);
    expect(paid.status).toBe(201);
    current = await invoiceOf(invoice.documentId);
    expect([current.state, current.status]).toEqual(["issued", "paid"]);

    const payment = current.payments[0].documentId as string;
    await verifiedCode(server, { resource: "payments", id: payment });
    expect((await call("DELETE", `/api/payments/${payment}`)).status).toBe(204);
    expect((await invoiceOf(invoice.documentId)).status).toBe("partial");

    const rest = await credit(invoice.documentId, { reason: "Projet arrêté" });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data.items.map((item: any) => [item.description, Number(item.quantity)])).toEqual([
      ["Audit SEO", 1],
      ["Hébergement", 1.5],
    ]);
    expect(Number(rest.body.data.totalAmount)).toBe(total - 1200);
    current = await invoiceOf(invoice.documentId);
    expect([current.state, current.status]).toEqual(["cancelled", "paid"]);
  });

  it("keeps the part that came off what the invoice asked and the part owed back, as its PDF prints them", async () => {
    // 2 days of audit: 2,400 TTC; 2,000 paid, so 400 asked when one day (1,200) is credited: 400 off, 800 owed back.
    const invoice = await postInvoice(server, { client: clientId, items: [AUDIT] });
    expect((await pay(invoice.documentId, 2000)).status).toBe(201);
    const day = { ...AUDIT, quantity: 1 };
    const first = (await credit(invoice.documentId, { reason: "Une journée de moins", items: [day] })).body.data;
    expect(Number(first.deductedAmount)).toBe(400);
    const [page] = await pdfPages((await download(server, `/api/credit-notes/${first.documentId}/pdf`)).bytes);
    expect(page).toMatch(/Imputé sur le reste à payer\s+400,00 DH\s+À rembourser au client\s+800,00 DH/);
    // The invoice says the same: 800 owed back.
    const invoicePdf = await download(server, `/api/invoices/${invoice.documentId}/pdf`);
    expect((await pdfPages(invoicePdf.bytes))[0]).toMatch(/Trop-perçu à rembourser\s+800,00 DH/);

    // The other day, once nothing is asked any more: all of it is owed back, nothing comes off.
    const second = (await credit(invoice.documentId, { reason: "Projet arrêté", items: [day] })).body.data;
    expect(Number(second.deductedAmount)).toBe(0);
    const [secondPage] = await pdfPages((await download(server, `/api/credit-notes/${second.documentId}/pdf`)).bytes);
    expect(secondPage).toMatch(/À rembourser au client\s+1 200,00 DH/);
    expect(secondPage).not.toContain("Imputé sur le reste à payer");

    // The list's exports say the same of each note, with their totals.
    const listed = `/api/credit-notes/export?filters[invoice][documentId][$eq]=${invoice.documentId}&sort=creditNoteNumber:asc`;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(server, `${listed}&format=xlsx`)).bytes as unknown as ExcelJS.Buffer);
    const rows = book.worksheets[0]!.getSheetValues() as unknown[][];
    const header = rows.findIndex((row) => row?.includes("N° avoir"));
    const at = (name: string) => rows[header]!.indexOf(name);
    expect(
      rows.slice(header + 1).map((row) => [row[1], row[at("Montant TTC")], row[at("Imputé")], row[at("À rembourser")]]),
    ).toEqual([
      [first.creditNoteNumber, 1200, 400, 800],
      [second.creditNoteNumber, 1200, 0, 1200],
      ["Total", 2400, 400, 2000],
    ]);
    const [listPage] = await pdfPages((await download(server, `${listed}&format=pdf`)).bytes);
    // Each header and date on one line (a narrower column would wrap them).
    expect(listPage).toMatch(/Montant TTC\s+Imputé\s+À rembourser\s+AV-/);
    expect(listPage).toMatch(/Riad Zitoun \d{2}\/\d{2}\/\d{4} Une journée de moins/);
    expect(listPage).toMatch(/Total\s+2 000,00 DH\s+400,00 DH\s+2 400,00 DH\s+400,00 DH\s+2 000,00 DH/);
  });

  it("never credits more than is left (400 with the amount), nor a draft (409), nor without a reason (400)", async () => {
    const invoice = await createInvoice();
    await credit(invoice.documentId, { reason: "Remise commerciale", items: [{ ...AUDIT, quantity: 1 }] });
    const left = Number(invoice.totalAmount) - 1200;
    const tooMuch = await credit(invoice.documentId, { reason: "Trop", items: [{ ...AUDIT, quantity: 2 }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(creditTooLargeMessage(left));

    const draft = await createInvoice({ state: "draft" });
    const onDraft = await credit(draft.documentId, { reason: "Brouillon" });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.error.message).toBe(CREDIT_MESSAGES.onDraft);

    const noReason = await credit(invoice.documentId, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(CREDIT_MESSAGES.reason);
    expect((await credit("nothing-here-000000000000", { reason: "Absente" })).status).toBe(404);
  });

  it("never exceed the invoice under 20 concurrent credit notes, on every path", async () => {
    const invoice = await createInvoice({
      items: [{ description: "Forfait", quantity: 10, unitPrice: 100, discount: 0, taxRate: 20 }],
    });
    const line = { description: "Forfait", quantity: 1, unitPrice: 100, discount: 0, taxRate: 20 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => credit(invoice.documentId, { reason: "Annulation par parts", items: [line] })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 400 || answer.status === 409)).toBe(true);
    const notes = await server.strapi.db
      .query("api::credit-note.credit-note")
      .findMany({ where: { invoice: { documentId: invoice.documentId } } });
    expect(notes.reduce((sum: number, note: any) => sum + Number(note.totalAmount), 0)).toBe(1200);
    expect(new Set(notes.map((note: any) => note.creditNoteNumber)).size).toBe(10);
    expect((await invoiceOf(invoice.documentId)).state).toBe("cancelled");
  });
});

describe("credit notes are part of the book", () => {
  it("are never edited nor deleted, through the API or the document service", async () => {
    const invoice = await createInvoice();
    const note = (await credit(invoice.documentId, { reason: "Erreur de client", items: [{ ...AUDIT, quantity: 1 }] }))
      .body.data;
    expect((await call("PUT", `/api/credit-notes/${note.documentId}`, { data: { reason: "Autre" } })).status).toBe(405);
    expect((await call("DELETE", `/api/credit-notes/${note.documentId}`)).status).toBe(405);
    const documents = server.strapi.documents("api::credit-note.credit-note");
    await expect(documents.update({ documentId: note.documentId, data: { reason: "Autre" } as any })).rejects.toThrow(
      CREDIT_MESSAGES.notEditable,
    );
    await expect(documents.delete({ documentId: note.documentId })).rejects.toThrow(CREDIT_MESSAGES.notEditable);
  });

  it("follow the same rules when written through the document service (the panel path)", async () => {
    const invoice = await createInvoice();
    const documents = server.strapi.documents("api::credit-note.credit-note");
    await expect(
      documents.create({
        data: { invoice: invoice.documentId, reason: "Trop", items: [{ ...AUDIT, quantity: 3 }] } as any,
      }),
    ).rejects.toThrow(creditTooLargeMessage(Number(invoice.totalAmount)));
    const made = await documents.create({
      data: {
        invoice: invoice.documentId,
        reason: "Panneau",
        creditNoteNumber: null,
        totalAmount: 1,
        deductedAmount: 0,
        items: [{ ...AUDIT, quantity: 1 }],
      } as any,
    });
    expect(Number(made.totalAmount)).toBe(1200);
    // Nothing was paid: all of it came off what the invoice asked, whatever the writer said.
    expect(Number(made.deductedAmount)).toBe(1200);
    expect(made.creditNoteNumber).toMatch(/^AV-/);
    const behind = formatDocumentNumber("creditNote", Number(today.slice(0, 4)), 1);
    await expect(
      documents.create({
        data: {
          invoice: invoice.documentId,
          reason: "Numéro",
          creditNoteNumber: behind,
          items: [{ ...AUDIT, quantity: 0.5 }],
        } as any,
      }),
    ).rejects.toThrow();
  });

  it('print as "AVOIR" with the invoice they correct, and export as a list', async () => {
    const invoice = await createInvoice();
    const note = (await credit(invoice.documentId, { reason: "Prestation non livrée" })).body.data;
    const pdf = await download(server, `/api/credit-notes/${note.documentId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(`${note.creditNoteNumber}.pdf`);
    const [page] = await pdfPages(pdf.bytes);
    expect(page).toContain("AVOIR");
    expect(page).toContain(note.creditNoteNumber);
    expect(page).toContain(`Avoir sur la facture N° ${invoice.invoiceNumber}`);
    expect(page).toContain("Motif : Prestation non livrée");
    expect(page).toContain("Arrêté le présent avoir à la somme de");

    const list = await download(
      server,
      `/api/credit-notes/export?format=pdf&filters[invoice][documentId][$eq]=${invoice.documentId}`,
    );
    expect(list.status).toBe(200);
    const [listPage] = await pdfPages(list.bytes);
    expect(listPage).toContain("Liste des Avoirs");
    expect(listPage).toContain(note.creditNoteNumber);
    expect(listPage).toContain("1 ligne");
    const xlsx = await download(server, "/api/credit-notes/export?format=xlsx");
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toMatch(/avoirs_\d{4}-\d{2}-\d{2}\.xlsx/);
  });

  it("are refused to a writer", async () => {
    const invoice = await createInvoice();
    expect((await credit(invoice.documentId, { reason: "Essai" }, server.writerToken)).status).toBe(403);
    expect((await call("GET", "/api/credit-notes", undefined, server.writerToken)).status).toBe(403);
    expect((await download(server, "/api/credit-notes/export?format=pdf", server.writerToken)).status).toBe(403);
  });
});

describe("the lists of the sales book", () => {
  it("lists payments with their invoice and client, and exports them with a total", async () => {
    const invoice = await createInvoice();
    await pay(invoice.documentId, 123.45);
    const list = await call(
      "GET",
      `/api/payments?populate[0]=invoice&populate[1]=invoice.client&filters[invoice][documentId][$eq]=${invoice.documentId}`,
    );
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((payment: any) => [
        Number(payment.amount),
        payment.invoice.invoiceNumber,
        payment.invoice.client.name,
      ]),
    ).toEqual([[123.45, invoice.invoiceNumber, "Riad Zitoun"]]);
    const pdf = await download(
      server,
      `/api/payments/export?format=pdf&filters[invoice][documentId][$eq]=${invoice.documentId}`,
    );
    expect(pdf.status).toBe(200);
    const [page] = await pdfPages(pdf.bytes);
    expect(page).toContain("Liste des Paiements");
    expect(page).toContain("Riad Zitoun");
    expect(page).toContain("123,45 DH");
  });

  it("finds overdue invoices: issued, due before today, something still due", async () => {
    const overdue = await createInvoice({ issueDate: "2026-01-02", dueDate: "2026-02-01" });
    const paid = await createInvoice({ issueDate: "2026-01-02", dueDate: "2026-02-01" });
    await pay(paid.documentId, Number(paid.totalAmount));
    const credited = await createInvoice({ issueDate: "2026-01-02", dueDate: "2026-02-01" });
    await credit(credited.documentId, { reason: "Annulée" });
    const query = `filters[$and][0][state][$eq]=issued&filters[$and][1][dueDate][$lt]=${today}&filters[$and][2][status][$in][0]=unpaid&filters[$and][2][status][$in][1]=partial&pagination[pageSize]=100`;
    const ids = (await call("GET", `/api/invoices?${query}`)).body.data.map((row: any) => row.documentId);
    expect(ids).toContain(overdue.documentId);
    expect(ids).not.toContain(paid.documentId);
    expect(ids).not.toContain(credited.documentId);
  });
});

describe("the client's book, summed by the database", () => {
  it("adds up by hand: invoiced = credited + paid + due, overdue the part due on invoices past their date", async () => {
    const book = (await createClient(server, { name: "Dar Lamane" })).documentId;
    const line = (description: string, unitPrice: number) => ({
      description,
      quantity: 1,
      unitPrice,
      discount: 0,
      taxRate: 0,
    });
    const past = addDaysToDay(today, -40);
    // 1,200 due 10 days ago, 200.10 paid on it: 999.90 overdue.
    const late = await postInvoice(server, {
      client: book,
      issueDate: past,
      dueDate: addDaysToDay(today, -10),
      items: [line("Site vitrine", 1200)],
    });
    expect((await pay(late.documentId, 200.1)).status).toBe(201);
    // 600 due in 30 days, 100 credited: 500 due, not overdue.
    const current = await postInvoice(server, {
      client: book,
      dueDate: addDaysToDay(today, 30),
      items: [line("Campagne", 500), line("Visuels", 100)],
    });
    expect(
      (await credit(current.documentId, { reason: "Visuels non livrés", items: [line("Visuels", 100)] })).status,
    ).toBe(201);
    // 300 past due, credited whole: cancelled, nothing due.
    const cancelled = await postInvoice(server, {
      client: book,
      issueDate: past,
      dueDate: addDaysToDay(today, -20),
      items: [line("Shooting", 300)],
    });
    expect((await credit(cancelled.documentId, { reason: "Annulé" })).status).toBe(201);
    // A draft counts for nothing.
    await postInvoice(server, { client: book, state: "draft", items: [line("Brouillon", 5000)] });

    const summary = await call("GET", `/api/clients/${book}/summary`);
    expect(summary.body).toMatchObject({
      totalSales: 2100,
      credited: 400,
      payments: 200.1,
      amountDue: 1499.9,
      overdue: 999.9,
      invoicesCount: 3,
    });
  });
});

/** A payment as the API answers it: PostgreSQL's decimals come as strings. */
type Amounted = { amount: string | number };

describe("a refund of what the client paid beyond a credited invoice", () => {
  const refund = (invoiceId: string, amount: number, fields: Record<string, unknown> = {}, as?: string) =>
    call(
      "POST",
      `/api/invoices/${invoiceId}/refund`,
      { data: { amount, date: today, method: "virement", reference: "RB-1", ...fields } },
      as,
    );
  /** Two days of audit at 1 000 DH HT, VAT 20 %: 2 400 TTC, paid in full, then one day credited: 1 200 owed back. */
  const paidThenCredited = async (client = clientId) => {
    const invoice = await postInvoice(server, { client, items: [AUDIT] });
    expect((await pay(invoice.documentId, 2400)).status).toBe(201);
    const half = { ...AUDIT, quantity: 1 };
    expect((await credit(invoice.documentId, { reason: "Une journée annulée", items: [half] })).status).toBe(201);
    return invoice;
  };

  it("gives back at most what the client is owed, not before the invoice was settled, and the status stays paid", async () => {
    const invoice = await paidThenCredited();
    const tooMuch = await refund(invoice.documentId, 1500);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(
      "Le montant dépasse ce qui revient au client sur cette facture (1 200,00 DH).",
    );
    const early = await refund(invoice.documentId, 100, { date: addDaysToDay(today, -1) });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(
      `Un remboursement ne peut précéder le jour où la facture a été soldée (${today.split("-").reverse().join("/")}).`,
    );
    expect((await refund(invoice.documentId, -100)).status).toBe(400);
    expect((await refund(invoice.documentId, 100, {}, server.writerToken)).status).toBe(403);

    const first = await refund(invoice.documentId, 1000);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.status).toBe("paid");
    expect(
      (first.body.data.payments as Amounted[]).map((payment) => Number(payment.amount)).sort((a, b) => a - b),
    ).toEqual([-1000, 2400]);
    // Its PDF says what the client paid, was credited, was given back, and is still owed back.
    const [page] = await pdfPages((await download(server, `/api/invoices/${invoice.documentId}/pdf`)).bytes);
    expect(page).toMatch(/Déjà réglé\s+− 2 400,00 DH\s+Avoirs\s+− 1 200,00 DH/);
    expect(page).toMatch(/Remboursé au client\s+\+ 1 000,00 DH\s+Trop-perçu à rembourser\s+200,00 DH/);
    expect(page).toMatch(/Reste à payer\s+0,00 DH/);
    const rest = await refund(invoice.documentId, 300);
    expect(rest.body.error.message).toBe("Le montant dépasse ce qui revient au client sur cette facture (200,00 DH).");
    expect((await refund(invoice.documentId, 200)).status).toBe(201);
    const none = await refund(invoice.documentId, 0.01);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(PAYMENT_MESSAGES.nothingToRefund);
    // Nothing was due and nothing is: no payment is taken either.
    expect((await pay(invoice.documentId, 1)).body.error.message).toBe(PAYMENT_MESSAGES.nothingDue);
    expect((await invoiceOf(invoice.documentId)).status).toBe("paid");
  });

  it("never gives back more than is owed under 20 concurrent refunds", async () => {
    const invoice = await paidThenCredited();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(invoice.documentId, 100)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(8);
    const amounts = (await invoiceOf(invoice.documentId)).payments.map((payment: Amounted) => Number(payment.amount));
    expect(
      amounts.filter((amount: number) => amount < 0).reduce((sum: number, amount: number) => sum + amount, 0),
    ).toBe(-1200);
  });

  it("keeps the payment it gave back until the refund is deleted; a deleted refund is owed again", async () => {
    const invoice = await paidThenCredited();
    const refunded = await refund(invoice.documentId, 1200);
    expect(refunded.status).toBe(201);
    const payments = refunded.body.data.payments as Array<{ documentId: string; amount: string | number }>;
    const received = payments.find((payment) => Number(payment.amount) > 0)!;
    const given = payments.find((payment) => Number(payment.amount) < 0)!;
    await verifiedCode(server, { resource: "payments", id: received.documentId });
    const kept = await call("DELETE", `/api/payments/${received.documentId}`);
    expect(kept.status).toBe(409);
    expect(kept.body.error.message).toBe(PAYMENT_MESSAGES.refundedPayment);
    await verifiedCode(server, { resource: "payments", id: given.documentId });
    expect((await call("DELETE", `/api/payments/${given.documentId}`)).status).toBe(204);
    // The journal tells money given back from money received.
    const journal = await call(
      "GET",
      `/api/audit-entries?filters[recordId][$eq]=${invoice.documentId}&filters[action][$startsWith]=refund&sort=id:asc`,
    );
    expect(
      (journal.body.data as Array<{ action: string; changes: { amount: unknown[] } }>).map((entry) => [
        entry.action,
        entry.changes.amount.map(Number),
      ]),
    ).toEqual([
      ["refund", [0, -1200]],
      ["refund-deleted", [-1200, 0]],
    ]);
    expect((await refund(invoice.documentId, 1300)).body.error.message).toBe(
      "Le montant dépasse ce qui revient au client sur cette facture (1 200,00 DH).",
    );
  });

  it("goes on an invoice cancelled by a credit note after it was paid, and through the document service only as allowed", async () => {
    const unrefundable = await postInvoice(server, { client: clientId, items: [AUDIT] });
    await expect(
      server.strapi.documents("api::payment.payment").create({
        data: { invoice: unrefundable.documentId, amount: -5, date: today, method: "especes" as const },
      }),
    ).rejects.toThrow(PAYMENT_MESSAGES.nothingToRefund);

    const cancelled = await postInvoice(server, { client: clientId, items: [AUDIT] });
    expect((await pay(cancelled.documentId, 2400)).status).toBe(201);
    expect((await credit(cancelled.documentId, { reason: "Commande annulée" })).status).toBe(201);
    const back = await refund(cancelled.documentId, 2400, { method: "cheque" });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.data).toMatchObject({ state: "cancelled", status: "paid" });
  });

  it("appears in the client's statement as a debit that brings its credit back to nothing, and in the book's sums", async () => {
    const client = (await createClient(server, { name: "Client remboursé" })).documentId;
    const invoice = await postInvoice(server, { client, items: [AUDIT] });
    expect((await pay(invoice.documentId, 2400)).status).toBe(201);
    expect((await credit(invoice.documentId, { reason: "Commande annulée" })).status).toBe(201);
    const owedBack = await call("GET", `/api/clients/${client}/summary`);
    expect(owedBack.body).toMatchObject({ totalSales: 2400, credited: 2400, payments: 2400, amountDue: -2400 });
    expect((await refund(invoice.documentId, 2400)).status).toBe(201);

    const statement = (await call("GET", `/api/clients/${client}/statement?from=${today}&to=${today}`)).body;
    expect(
      (statement.entries as StatementEntry[]).map((entry) => [entry.kind, entry.debit, entry.credit, entry.balance]),
    ).toEqual([
      ["invoice", 2400, 0, 2400],
      ["credit-note", 0, 2400, 0],
      ["payment", 0, 2400, -2400],
      ["refund", 2400, 0, 0],
    ]);
    expect(statement.entries[3].label).toBe(`Remboursement sur la facture ${invoice.invoiceNumber} (Virement)`);
    expect(statement.closing).toBe(0);
    const settled = await call("GET", `/api/clients/${client}/summary`);
    expect(settled.body).toMatchObject({ payments: 0, amountDue: 0 });
    // The payments' list names it; its export's total is what was received less what was given back.
    const listed = await call("GET", `/api/payments?filters[invoice][documentId][$eq]=${invoice.documentId}`);
    expect((listed.body.data as Amounted[]).map((payment) => Number(payment.amount)).sort()).toEqual([-2400, 2400]);
  });
});
