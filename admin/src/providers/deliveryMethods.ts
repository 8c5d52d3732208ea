import {
  companyAnswer,
  invoiceAnswer,
  type CompanyDetails,
  type InvoiceForDelivery,
} from "../delivery/deliveryAnswers";
import type { DocumentMail } from "../documents/documentMail";
import { apiFetch } from "./http";
import { readMailSent } from "./mailMethods";

const entry = (collection: string, documentId: string) => `/api/${collection}/${encodeURIComponent(documentId)}`;

/** The delivery-note screens' calls beyond CRUD (sales contract): custom methods of the data provider. */
export const deliveryMethods = {
  /** The company's letterhead, printed on documents. */
  companyDetails: async (signal?: AbortSignal): Promise<CompanyDetails> =>
    companyAnswer.parse(await apiFetch("/api/company-setting", { signal })).data,

  /** The invoice a new delivery note is made from, with its client and lines. */
  invoiceForDelivery: async (documentId: string, signal?: AbortSignal): Promise<InvoiceForDelivery> => {
    const path = `${entry("invoices", documentId)}?populate[client]=true&populate[items]=true`;
    return invoiceAnswer.parse(await apiFetch(path, { signal })).data;
  },

  /** Mails the note's PDF to its client (the only address the server accepts, without copies); answers the server's sentence. */
  sendDeliveryMail: async (deliveryId: string, { to, subject, message }: DocumentMail): Promise<string> =>
    readMailSent(await apiFetch("/api/bons/send", { method: "POST", json: { deliveryId, to, subject, message } })),
};
