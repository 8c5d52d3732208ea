import { todayInMorocco } from "@agency/shared";
import { adminToken, cmsJson } from "./site";

/** A priced line as the API takes it. */
export interface Line {
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxRate: number;
}

/** A client made through the API as the admin; its name, e-mail and address unless given. */
export async function createClient(fields: { name: string; type?: string; email?: string; address?: string }) {
  const slug = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, ".");
  const client = await cmsJson<{ data: { documentId: string } }>("/api/clients", {
    token: await adminToken(),
    method: "POST",
    body: JSON.stringify({
      data: {
        type: "individual",
        email: `${slug}@example.ma`,
        phone: "0612345678",
        address: "12 boulevard Zerktouni, Casablanca",
        ...fields,
      },
    }),
  });
  return client.data.documentId;
}

/** An invoice made through the API as the admin, dated today in Casablanca: issued unless `state` says draft. */
export async function createInvoice(data: { client: string; items: Line[]; [field: string]: unknown }) {
  const today = todayInMorocco();
  const invoice = await cmsJson<{ data: { documentId: string; invoiceNumber: string } }>("/api/invoices", {
    token: await adminToken(),
    method: "POST",
    body: JSON.stringify({ data: { issueDate: today, dueDate: today, paymentTerms: 30, ...data } }),
  });
  return invoice.data;
}
