import { addDaysToDay, todayInMorocco, type ShareLinkCreated } from "@agency/shared";
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

/** A quote made through the API as the admin, dated today in Casablanca and valid a month unless given, marked sent. */
export async function createSentQuote(data: {
  client: string;
  items: Line[];
  issueDate?: string;
  validUntil?: string;
}) {
  const token = await adminToken();
  const today = todayInMorocco();
  const quote = await cmsJson<{ data: { documentId: string; quoteNumber: string } }>("/api/quotes", {
    token,
    method: "POST",
    body: JSON.stringify({ data: { issueDate: today, validUntil: addDaysToDay(today, 30), ...data } }),
  });
  await cmsJson(`/api/quotes/${quote.data.documentId}`, {
    token,
    method: "PUT",
    body: JSON.stringify({ data: { status: "sent" } }),
  });
  return quote.data;
}

/** A new client link to a document, as "Lien client" makes it: its path on the site, "/d/<token>". */
export async function shareDocument(collection: "invoices" | "quotes" | "credit-notes", documentId: string) {
  const link = await cmsJson<{ data: ShareLinkCreated }>(`/api/${collection}/${documentId}/share`, {
    token: await adminToken(),
    method: "POST",
  });
  return new URL(link.data.url).pathname;
}
