import { todayInMorocco } from "@agency/shared";
import { expect } from "vitest";
import type { TestCms } from "./cms";

let sequence = 0;

/** A client's fields: a private customer in Casablanca, with an e-mail address of their own, but for the fields given. */
export const clientFields = <Fields extends Record<string, unknown>>(fields: Fields) => ({
  type: "individual" as const,
  email: `client${++sequence}@example.ma`,
  phone: "0612345678",
  address: "10 rue Allal Ben Abdellah, Casablanca",
  ...fields,
});

/** Creates a client as the admin: a private customer in Casablanca, but for the fields given. */
export async function createClient(cms: TestCms, fields: { name: string; [field: string]: unknown }) {
  const answer = await cms.call("POST", "/api/clients", { data: clientFields(fields) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
}

/** The body of an invoice's creation: issued and due today in Casablanca, payable at 30 days, but for the fields given. */
export const invoiceRequest = (fields: { client: string; items: unknown[]; [field: string]: unknown }) => ({
  data: { issueDate: todayInMorocco(), dueDate: todayInMorocco(), paymentTerms: 30, ...fields },
});

/** Creates an invoice as the admin (issued, unless its state says draft) and answers it as stored. */
export async function postInvoice(cms: TestCms, fields: Parameters<typeof invoiceRequest>[0]) {
  const answer = await cms.call("POST", "/api/invoices", invoiceRequest(fields));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, any>;
}
