import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDay, formatFrenchDate, INVALID_DATE_MESSAGE, todayInMorocco } from "@agency/shared";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";
import { verifiedCode } from "./harness/codes";
import { download, pdfPages } from "./harness/files";
import { createClient, postInvoice } from "./harness/sales";

const server = cmsForThisFile();
const { call } = server;
const today = todayInMorocco();
/** Far enough ahead that every due date of the edge case is after today's issue date. */
const reportDay = addDaysToDay(today, 200);

/** One untaxed line: the invoice's total is its price. */
const line = (unitPrice: number) => ({ description: "Forfait", quantity: 1, unitPrice, discount: 0, taxRate: 0 });
const invoice = (client: string, unitPrice: number, dueDate: string, extra: Record<string, unknown> = {}) =>
  postInvoice(server, { client, items: [line(unitPrice)], dueDate, ...extra });
const pay = (invoiceId: string, amount: number, date = today) =>
  call("POST", "/api/payments", { data: { invoice: invoiceId, amount, date, method: "virement" } });
const ageing = async (date: string) => {
  const answer = await call("GET", `/api/reports/ageing?date=${date}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { date: string; rows: Array<Record<string, any>>; totals: Record<string, number> };
};
const rowOf = (report: Awaited<ReturnType<typeof ageing>>, clientId: string) =>
  report.rows.find((row) => row.clientId === clientId);

let edgeClient: string;

beforeAll(async () => {
  edgeClient = (await createClient(server, { name: "Aa Bords de tranches" })).documentId;
  // Due 0, 1, 30, 31, 60, 61, 90 and 91 days before the report's day, each amount a power of two.
  const daysLate = [0, 1, 30, 31, 60, 61, 90, 91];
  for (const [index, days] of daysLate.entries()) {
    await invoice(edgeClient, 100 * 2 ** index, addDaysToDay(reportDay, -days));
  }
  await invoice(edgeClient, 99_999, addDaysToDay(reportDay, -5), { state: "draft" });
});

describe("the ageing report (balance âgée)", () => {
  it("puts each invoice in its bucket by the days past due on the report's day, drafts left out", async () => {
    const row = rowOf(await ageing(reportDay), edgeClient);
    expect(row).toEqual({
      clientId: edgeClient,
      name: "Aa Bords de tranches",
      current: 100,
      days1to30: 600,
      days31to60: 2400,
      days61to90: 9600,
      over90: 12800,
      total: 25500,
    });
  });

  it("counts what is still due: less the payments and credit notes; settled invoices and clients vanish", async () => {
    const client = (await createClient(server, { name: "Ab Réglements partiels" })).documentId;
    const partly = await invoice(client, 1000, addDaysToDay(reportDay, -10));
    expect((await pay(partly.documentId, 300)).status).toBe(201);
    const paid = await invoice(client, 250, addDaysToDay(reportDay, -10));
    expect((await pay(paid.documentId, 250)).status).toBe(201);
    const credited = await invoice(client, 500, addDaysToDay(reportDay, -40));
    const note = await call("POST", `/api/invoices/${credited.documentId}/credit-note`, {
      data: { reason: "Prestation annulée" },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(rowOf(await ageing(reportDay), client)).toMatchObject({ days1to30: 700, days31to60: 0, total: 700 });

    const settled = (await createClient(server, { name: "Ac Tout payé" })).documentId;
    const whole = await invoice(settled, 480, addDaysToDay(reportDay, -3));
    expect((await pay(whole.documentId, 480)).status).toBe(201);
    expect(rowOf(await ageing(reportDay), settled)).toBeUndefined();
  });

  it("reads the book as it stood on the day: later invoices and later payments do not count", async () => {
    const client = (await createClient(server, { name: "Ad Payé après coup" })).documentId;
    const late = await invoice(client, 750, addDaysToDay(today, -10), { issueDate: addDaysToDay(today, -20) });
    expect((await pay(late.documentId, 750)).status).toBe(201);
    const yesterday = addDaysToDay(today, -1);
    expect(rowOf(await ageing(yesterday), client)).toMatchObject({ days1to30: 750, total: 750 });
    expect(rowOf(await ageing(today), client)).toBeUndefined();
    // The edge client's invoices were issued today: not yet in the book of yesterday.
    expect(rowOf(await ageing(yesterday), edgeClient)).toBeUndefined();
  });

  it("follows the day an invoice was settled: a payment dated later, then deleted, brings it back", async () => {
    const client = (await createClient(server, { name: "Ae Réglé puis rouvert" })).documentId;
    const due = addDaysToDay(today, -15);
    const open = await invoice(client, 900, due, { issueDate: addDaysToDay(today, -45) });
    expect((await pay(open.documentId, 400, addDaysToDay(today, -5))).status).toBe(201);
    const last = (await pay(open.documentId, 500, addDaysToDay(today, 10))).body.data;
    // Settled on the day of the later payment: due in full before it, nothing after.
    expect(rowOf(await ageing(addDaysToDay(today, 9)), client)).toMatchObject({ days1to30: 500, total: 500 });
    expect(rowOf(await ageing(addDaysToDay(today, 10)), client)).toBeUndefined();
    await verifiedCode(server, { resource: "payments", id: last.documentId });
    expect((await call("DELETE", `/api/payments/${last.documentId}`)).status).toBe(204);
    expect(rowOf(await ageing(addDaysToDay(today, 10)), client)).toMatchObject({ days1to30: 500, total: 500 });
  });

  it("ends with a totals row equal to the sum of every client's amounts, bucket by bucket", async () => {
    const report = await ageing(reportDay);
    expect(report.rows.length).toBeGreaterThanOrEqual(2);
    for (const key of ["current", "days1to30", "days31to60", "days61to90", "over90", "total"]) {
      const centimes = report.rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0);
      expect(report.totals[key], key).toBe(centimes / 100);
    }
    const { total, ...buckets } = report.totals;
    expect(Object.values(buckets).reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100).toBe(total);
  });

  it("is sent as an Excel workbook with typed amounts and as a PDF", async () => {
    const xlsx = await download(server, `/api/reports/ageing?date=${reportDay}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // The title and the day open the sheet, as they open the PDF: printed, a sheet's tab is not.
    expect(sheet.getRow(1).getCell(1).value).toBe(`Balance âgée au ${formatFrenchDate(reportDay)}`);
    expect(sheet.getRow(2).getCell(1).value).toMatch(/^Exporté le \d{2}\/\d{2}\/\d{4} — \d+ lignes$/);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      "Client",
      "Non échu",
      "1 à 30 jours",
      "31 à 60 jours",
      "61 à 90 jours",
      "Plus de 90 jours",
      "Total dû",
    ]);
    const edgeRow = sheet
      .getRows(4, sheet.rowCount - 3)!
      .find((row) => row.getCell(1).value === "Aa Bords de tranches");
    expect(edgeRow!.getCell(7).value).toBe(25500);
    expect(edgeRow!.getCell(3).value).toBe(600);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe("Total");

    const pdf = await download(server, `/api/reports/ageing?date=${reportDay}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const [first] = await pdfPages(pdf.bytes);
    expect(first).toContain("Balance âgée au");
    expect(first).toContain("Aa Bords de tranches");
  });

  it("refuses a day that is not one, and an unknown format", async () => {
    for (const date of ["2026-02-30", "demain", `${today}T10:00`]) {
      const answer = await call("GET", `/api/reports/ageing?date=${encodeURIComponent(date)}`);
      expect(answer.status, date).toBe(400);
      expect(answer.body.error.message).toBe(INVALID_DATE_MESSAGE);
    }
    expect((await call("GET", "/api/reports/ageing?format=csv")).status).toBe(400);
  });
});

describe("the dashboard's money over time (monthly)", () => {
  type Month = { month: string; invoiced: number; collected: number };
  const monthly = async (): Promise<Month[]> => (await call("GET", "/api/tableux")).body.monthly;
  /** The first day of the month `back` months before today's, then `day` of it. */
  const dayOfMonthBack = (back: number, day: number) => {
    const [year, month] = today.split("-").map(Number);
    const first = new Date(Date.UTC(year!, month! - 1 - back, day));
    return first.toISOString().slice(0, 10);
  };

  it("adds each month's issued invoices less its credit notes, and its payments, for the last twelve months", async () => {
    const before = await monthly();
    expect(before).toHaveLength(12);
    expect(before.at(-1)!.month).toBe(today.slice(0, 7));
    expect(before[0]!.month).toBe(dayOfMonthBack(11, 1).slice(0, 7));

    const client = (await createClient(server, { name: "Ae Mois par mois" })).documentId;
    const older = await invoice(client, 1000, dayOfMonthBack(2, 20), { issueDate: dayOfMonthBack(2, 15) });
    const cancelled = await invoice(client, 600, today);
    const kept = await invoice(client, 300, today);
    await invoice(client, 5000, today, { state: "draft" });
    const note = await call("POST", `/api/invoices/${cancelled.documentId}/credit-note`, {
      data: { reason: "Commande annulée" },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect((await pay(older.documentId, 400, dayOfMonthBack(1, 10))).status).toBe(201);
    expect((await pay(kept.documentId, 300)).status).toBe(201);

    const after = await monthly();
    const change = after.map((month, index) => ({
      month: month.month,
      invoiced: Math.round((month.invoiced - before[index]!.invoiced) * 100) / 100,
      collected: Math.round((month.collected - before[index]!.collected) * 100) / 100,
    }));
    const expected = before.map(({ month }) => ({ month, invoiced: 0, collected: 0 }));
    expected[9] = { ...expected[9]!, invoiced: 1000 };
    expected[10] = { ...expected[10]!, collected: 400 };
    expected[11] = { ...expected[11]!, invoiced: 300, collected: 300 };
    expect(change).toEqual(expected);
  });
});

describe("the dashboard's recurring revenue", () => {
  const recurringMonthly = async (): Promise<number> => (await call("GET", "/api/tableux")).body.recurringMonthly;
  const retainer = async (client: string, unitPrice: number, fields: Record<string, unknown>) => {
    const created = await call("POST", "/api/recurring-invoices", {
      data: { client, items: [line(unitPrice)], startDate: addDaysToDay(today, 10), ...fields },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  };

  it("adds a month's share of every running retainer: monthly whole, quarterly a third, yearly a twelfth", async () => {
    const before = await recurringMonthly();
    const client = (await createClient(server, { name: "Ag Abonnements" })).documentId;
    await retainer(client, 1200, { frequency: "monthly" });
    await retainer(client, 1000, { frequency: "quarterly" });
    await retainer(client, 1000, { frequency: "yearly" });
    await retainer(client, 5000, { frequency: "monthly", active: false });
    await retainer(client, 7000, {
      frequency: "monthly",
      startDate: addDaysToDay(today, -90),
      endDate: addDaysToDay(today, -1),
    });
    await retainer(client, 300, { frequency: "monthly", startDate: addDaysToDay(today, -90), endDate: today });
    // 1 200 + 333,33 + 83,33 + 300 (ending today); the inactive and the ended ones count nothing.
    expect(Math.round(((await recurringMonthly()) - before) * 100) / 100).toBe(1916.66);
  });
});

describe("the client's statement (relevé de compte)", () => {
  const day = (offset: number) => addDaysToDay(today, offset);
  let clientId: string;

  beforeAll(async () => {
    clientId = (
      await createClient(server, {
        name: "Af Relevé",
        type: "sarl",
        address: "4 rue Tarik Ibn Ziad, Tanger",
        ice: "001122334455667",
        fiscalId: "1234567",
      })
    ).documentId;
    // Before the period: 1,000 invoiced, 400 paid → 600 owed on its first day.
    const older = await invoice(clientId, 1000, day(-30), { issueDate: day(-60) });
    expect((await pay(older.documentId, 400, day(-50))).status).toBe(201);
    // In the period.
    const big = await invoice(clientId, 2000, day(10), { issueDate: day(-20) });
    expect((await pay(big.documentId, 500, day(-10))).status).toBe(201);
    const cancelled = await invoice(clientId, 300, day(25), { issueDate: day(-5) });
    expect((await pay(older.documentId, 250, day(-3))).status).toBe(201);
    const note = await call("POST", `/api/invoices/${cancelled.documentId}/credit-note`, {
      data: { reason: "Prestation non livrée" },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    await invoice(clientId, 9999, day(0), { state: "draft" });
  });

  it("opens on what was owed the day before, lists every movement in date order with its balance, and closes", async () => {
    const answer = await call("GET", `/api/clients/${clientId}/statement?from=${day(-30)}&to=${today}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const statement = answer.body;
    expect(statement.client).toEqual({
      documentId: clientId,
      name: "Af Relevé",
      address: "4 rue Tarik Ibn Ziad, Tanger",
      ice: "001122334455667",
      fiscalId: "1234567",
    });
    expect(statement.opening).toBe(600);
    expect(
      statement.entries.map((entry: any) => [entry.date, entry.kind, entry.debit, entry.credit, entry.balance]),
    ).toEqual([
      [day(-20), "invoice", 2000, 0, 2600],
      [day(-10), "payment", 0, 500, 2100],
      [day(-5), "invoice", 300, 0, 2400],
      [day(-3), "payment", 0, 250, 2150],
      [today, "credit-note", 0, 300, 1850],
    ]);
    expect(statement.entries[1].label).toMatch(/^Règlement de la facture FA-\d{2}-\d{4} \(Virement\)$/);
    expect(statement.entries[4].label).toMatch(/^Avoir sur la facture FA-\d{2}-\d{4}$/);
    expect(statement.closing).toBe(1850);
  });

  it("carries the balance over a quiet period, and refuses reversed or malformed days and unknown clients", async () => {
    const quiet = await call("GET", `/api/clients/${clientId}/statement?from=${day(-45)}&to=${day(-40)}`);
    expect(quiet.body).toMatchObject({ opening: 600, entries: [], closing: 600 });
    const reversed = await call("GET", `/api/clients/${clientId}/statement?from=${today}&to=${day(-1)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.message).toBe("La date de début doit précéder la date de fin.");
    expect((await call("GET", `/api/clients/${clientId}/statement?from=2026-13-01`)).status).toBe(400);
    expect((await call("GET", "/api/clients/inconnu0000000000000000/statement")).status).toBe(404);
  });

  it("is sent as an Excel workbook with typed cells, opening and closing lines, and as a PDF", async () => {
    const path = `/api/clients/${clientId}/statement?from=${day(-30)}&to=${today}`;
    const xlsx = await download(server, `${path}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Its tab holds 31 characters ("Relevé de compte — Af Relevé —"): whose and which period open the sheet.
    const cells = (row: number) => (sheet.getRow(row + 3).values as unknown[]).slice(1);
    expect([1, 2, 3].map((row) => sheet.getRow(row).getCell(1).value)).toEqual([
      `Relevé de compte — Af Relevé — du ${formatFrenchDate(day(-30))} au ${formatFrenchDate(today)}`,
      "4 rue Tarik Ibn Ziad, Tanger · ICE : 001122334455667 · IF : 1234567",
      `Exporté le ${formatFrenchDate(today)} — 7 lignes`,
    ]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 4 });
    expect(cells(1)).toEqual(["Date", "Pièce", "Libellé", "Débit", "Crédit", "Solde"]);
    expect(cells(2).slice(2)).toEqual(["Solde d'ouverture", undefined, undefined, 600]);
    expect(cells(3)[0]).toEqual(new Date(`${day(-20)}T00:00:00Z`));
    expect(cells(3)[3]).toBe(2000);
    expect(cells(7).slice(2)).toEqual([expect.stringMatching(/^Avoir sur la facture/), undefined, 300, 1850]);
    expect(cells(8).slice(2)).toEqual(["Solde de clôture", undefined, undefined, 1850]);
    expect([cells(9)[0], ...cells(9).slice(3, 5)]).toEqual(["Total", 2300, 1050]);

    const pdf = await download(server, `${path}&format=pdf`);
    expect(pdf.status).toBe(200);
    const [first] = await pdfPages(pdf.bytes);
    expect(first).toContain("Relevé de compte — Af Relevé");
    // Addressed to the client, as it is sent to them: where, and its tax numbers.
    expect(first).toContain("4 rue Tarik Ibn Ziad, Tanger · ICE : 001122334455667 · IF : 1234567");
    expect(first).toContain(`Exporté le ${formatFrenchDate(today)} — 7 lignes`);
    expect(first).toContain("Solde de clôture");
  });
});

describe("the business day (GET /api/today)", () => {
  it("answers the day in Morocco to every staff member, never cached, and nothing to a visitor", async () => {
    for (const token of [server.adminToken, server.writerToken]) {
      const answer = await api(server.url, "GET", "/api/today", { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ date: todayInMorocco() });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    // Morocco is UTC+1, or UTC during Ramadan: its day is UTC's or the one an hour ahead.
    const { date } = (await call("GET", "/api/today")).body as { date: string };
    const utcDays = [0, 3_600_000].map((ahead) => new Date(Date.now() + ahead).toISOString().slice(0, 10));
    expect(utcDays).toContain(date);
    expect((await api(server.url, "GET", "/api/today")).status).toBe(403);
  });
});
