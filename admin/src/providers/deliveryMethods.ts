import {
  companyAnswer,
  invoiceAnswer,
  type CompanyDetails,
  type InvoiceForDelivery,
} from "../delivery/deliveryAnswers";
import type { DeliveryEmail } from "../delivery/deliveryEmail";
import { apiFetch } from "./http";

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

  sendDeliveryMail: async (email: DeliveryEmail): Promise<void> => {
    await apiFetch("/api/bons/send", { method: "POST", json: email });
  },
};
