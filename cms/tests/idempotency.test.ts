import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { todayInMorocco } from "@agency/shared";
import { IDEMPOTENCY_MESSAGES } from "../src/middlewares/idempotency";
import { cmsForThisFile } from "./harness/cms";
import { api } from "./harness/http";
import { createClient, invoiceRequest } from "./harness/sales";

const LINES = [{ description: "Campagne Meta Ads", quantity: 1, unitPrice: 3000, discount: 0, taxRate: 20 }];
const today = todayInMorocco();

const server = cmsForThisFile();
let clientId: string;

const post = (path: string, body: unknown, key?: string) =>
  api(server.url, "POST", path, { token: server.adminToken, body, headers: key ? { "Idempotency-Key": key } : {} });
const invoiceBody = (notes = "Merci.") => invoiceRequest({ client: clientId, items: LINES, notes });
const count = (uid: string) => server.strapi.db.query(uid as any).count();

beforeAll(async () => {
  clientId = (await createClient(server, { name: "Souss Argan" })).documentId;
});

describe("Idempotency-Key", () => {
  it("answers the first result to the same key and body, without writing again; another body is 409", async () => {
    const key = randomUUID();
    const before = await count("api::invoice.invoice");
    const first = await post("/api/invoices", invoiceBody(), key);
    const again = await post("/api/invoices", invoiceBody(), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.documentId).toBe(first.body.data.documentId);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await count("api::invoice.invoice")).toBe(before + 1);

    const other = await post("/api/invoices", invoiceBody("Autre note"), key);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await count("api::invoice.invoice")).toBe(before + 1);
  });

  it("writes once for the same key sent 10 times at once", async () => {
    const key = randomUUID();
    const before = await count("api::invoice.invoice");
    const answers = await Promise.all(Array.from({ length: 10 }, () => post("/api/invoices", invoiceBody(), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.documentId)).size).toBe(1);
    expect(await count("api::invoice.invoice")).toBe(before + 1);
  });

  it("holds for payments and credit notes too", async () => {
    const invoice = (await post("/api/invoices", invoiceBody())).body.data;
    const paymentKey = randomUUID();
    const payment = { data: { invoice: invoice.documentId, amount: 100, date: today, method: "especes" } };
    const payments = await Promise.all(Array.from({ length: 5 }, () => post("/api/payments", payment, paymentKey)));
    expect(new Set(payments.map((answer) => `${answer.status}:${answer.body.data.documentId}`)).size).toBe(1);
    expect(
      await server.strapi.db
        .query("api::payment.payment")
        .count({ where: { invoice: { documentId: invoice.documentId } } }),
    ).toBe(1);

    const creditKey = randomUUID();
    const credit = { data: { reason: "Remise", items: [{ ...LINES[0], quantity: 0.5 }] } };
    const first = await post(`/api/invoices/${invoice.documentId}/credit-note`, credit, creditKey);
    const again = await post(`/api/invoices/${invoice.documentId}/credit-note`, credit, creditKey);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.creditNoteNumber).toBe(first.body.data.creditNoteNumber);
    expect(
      await server.strapi.db
        .query("api::credit-note.credit-note")
        .count({ where: { invoice: { documentId: invoice.documentId } } }),
    ).toBe(1);
  });

  it("lets a refused request be sent again, corrected, with its key; refuses a malformed key", async () => {
    const key = randomUUID();
    const refused = await post("/api/invoices", { data: { ...invoiceBody().data, items: [] } }, key);
    expect(refused.status).toBe(400);
    expect((await post("/api/invoices", invoiceBody(), key)).status).toBe(201);
    const malformed = await post("/api/invoices", invoiceBody(), "x");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(IDEMPOTENCY_MESSAGES.malformed);
  });
});
