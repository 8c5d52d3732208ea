import type { DeliveryStatus } from "@agency/shared";
import {
  companyAnswer,
  deliveryAnswer,
  invoiceAnswer,
  nextNumberAnswer,
  type CompanyDetails,
  type DeliveryDetail,
  type InvoiceForDelivery,
} from "../delivery/deliveryAnswers";
import type { DeliveryEmail } from "../delivery/deliveryEmail";
import { apiFetch } from "./http";

const entry = (collection: string, documentId: string) => `/api/${collection}/${encodeURIComponent(documentId)}`;

/** The delivery-note screens' calls beyond CRUD (sales contract): custom methods of the data provider. */
export const deliveryMethods = {
  nextDeliveryNumber: async (signal?: AbortSignal): Promise<string> =>
    nextNumberAnswer.parse(await apiFetch("/api/deliveries/next-number", { signal })).number,

  /** The company's letterhead, printed on documents. */
  companyDetails: async (signal?: AbortSignal): Promise<CompanyDetails> =>
    companyAnswer.parse(await apiFetch("/api/company-setting", { signal })).data,

  /** The invoice a new delivery note is made from, with its client and lines. */
  invoiceForDelivery: async (documentId: string, signal?: AbortSignal): Promise<InvoiceForDelivery> => {
    const path = `${entry("invoices", documentId)}?populate[client]=true&populate[items]=true`;
    return invoiceAnswer.parse(await apiFetch(path, { signal })).data;
  },

  // getOne populates client and invoice only; the detail also needs the item lines.
  delivery: async (documentId: string, signal?: AbortSignal): Promise<DeliveryDetail> => {
    const query = "populate[client]=true&populate[invoice]=true&populate[items]=true";
    return deliveryAnswer.parse(await apiFetch(`${entry("deliveries", documentId)}?${query}`, { signal })).data;
  },

  updateDeliveryStatus: async (documentId: string, status: DeliveryStatus): Promise<void> => {
    await apiFetch(entry("deliveries", documentId), { method: "PUT", json: { data: { status } } });
  },

  sendDeliveryMail: async (email: DeliveryEmail): Promise<void> => {
    await apiFetch("/api/bons/send", { method: "POST", json: email });
  },
};
