/** The delivery screens' calls outside react-admin's dataProvider (sales contract). */
import type { DeliveryStatus } from "@agency/shared";
import { apiFetch } from "../providers/http";
import {
  companyAnswer,
  deliveryAnswer,
  invoiceAnswer,
  nextNumberAnswer,
  type CompanyDetails,
  type DeliveryDetail,
  type InvoiceForDelivery,
} from "./deliveryAnswers";
import type { DeliveryEmail } from "./deliveryEmail";

const entry = (collection: string, documentId: string) => `/api/${collection}/${encodeURIComponent(documentId)}`;

export const fetchNextDeliveryNumber = async (signal?: AbortSignal): Promise<string> =>
  nextNumberAnswer.parse(await apiFetch("/api/deliveries/next-number", { signal })).number;

export const fetchCompanyDetails = async (signal?: AbortSignal): Promise<CompanyDetails> =>
  companyAnswer.parse(await apiFetch("/api/company-setting", { signal })).data;

export const fetchInvoiceForDelivery = async (
  documentId: string,
  signal?: AbortSignal,
): Promise<InvoiceForDelivery> => {
  const path = `${entry("invoices", documentId)}?populate[client]=true&populate[items]=true`;
  return invoiceAnswer.parse(await apiFetch(path, { signal })).data;
};

// The dataProvider populates client and invoice only; the detail also needs the item lines.
export const fetchDelivery = async (documentId: string, signal?: AbortSignal): Promise<DeliveryDetail> => {
  const query = "populate[client]=true&populate[invoice]=true&populate[items]=true";
  return deliveryAnswer.parse(await apiFetch(`${entry("deliveries", documentId)}?${query}`, { signal })).data;
};

export const updateDeliveryStatus = async (documentId: string, status: DeliveryStatus): Promise<void> => {
  await apiFetch(entry("deliveries", documentId), { method: "PUT", json: { data: { status } } });
};

export const sendDeliveryEmail = async (email: DeliveryEmail): Promise<void> => {
  await apiFetch("/api/bons/send", { method: "POST", json: email });
};
