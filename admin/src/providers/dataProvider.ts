import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from "react-admin";
import type { PaymentMethod, StoredLine } from "@agency/shared";
import { HttpError, useDataProvider } from "react-admin";
import { z } from "zod";
import { clientSummarySchema, type ClientSummary } from "../clients/clientSummary";
import { isCalendarDay } from "../fields/calendarDay";
import { dashboardSummarySchema, type DashboardSummary } from "../dashboard/summary";
import { readReplies, type Reply, type ReplyPayload } from "../messages/messageRecord";
import { ageingReportPath, ageingReportSchema, type AgeingReport } from "../reports/ageingReport";
import { savedFileName } from "../documents/download";
import { deliveryMethods } from "./deliveryMethods";
import { apiFetch, apiFetchResponse, versionTagOf } from "./http";
import { mailMethods } from "./mailMethods";
import { outboxMethods } from "./outboxMethods";
import { salesMethods } from "./salesMethods";
import { shareMethods } from "./shareMethods";

type SalesMethods = typeof salesMethods;
type DeliveryMethods = typeof deliveryMethods;
type MailMethods = typeof mailMethods;
type ShareMethods = typeof shareMethods;
type OutboxMethods = typeof outboxMethods;
import {
  collections,
  countQuery,
  listQuery,
  needsServerDay,
  manyQuery,
  oneQuery,
  readCountBody,
  readEntryBody,
  readListBody,
  referenceFilterField,
  toResourceName,
  withQuery,
  writeBody,
  type ListQueryParams,
  type ResourceName,
} from "./strapiQuery";

const passwordUpdatedSchema = z.object({ jwt: z.string().min(1) });

const todayAnswer = z.object({ date: z.string().refine(isCalendarDay) });

/** One file sent, one described back (an array: Strapi takes several at once). */
const uploadAnswer = z.array(z.object({ id: z.number() })).min(1);

/** The id of the file Strapi stored, read from the upload's `[{ id, url }]` answer. */
export const uploadedFileId = (body: unknown): number => {
  const parsed = uploadAnswer.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected upload answer: ${JSON.stringify(body)}`);
  return parsed.data[0]!.id;
};

const collectionPath = (resource: ResourceName): string => `/api/${collections[resource]}`;

const entryPath = (resource: ResourceName, id: Identifier): string =>
  `${collectionPath(resource)}/${encodeURIComponent(String(id))}`;

const serverToday = async (signal?: AbortSignal): Promise<string> =>
  todayAnswer.parse(await apiFetch("/api/today", { signal })).date;

/** Overdue and expired are reckoned on the server's day, which the browser may not share near midnight. */
const withServerDay = async (params: ListQueryParams, signal?: AbortSignal): Promise<ListQueryParams> => {
  const filter = params.filter ?? {};
  return needsServerDay(filter) && typeof filter.today !== "string"
    ? { ...params, filter: { ...filter, today: await serverToday(signal) } }
    : params;
};

const fetchPage = async (
  resource: ResourceName,
  listParams: ListQueryParams,
  signal?: AbortSignal,
): Promise<{ data: RaRecord[]; total: number }> => {
  const params = await withServerDay(listParams, signal);
  const page = apiFetch(withQuery(collectionPath(resource), listQuery(resource, params)), {
    signal,
  });
  // /api/users answers a bare array: its total is a second call with the same filters.
  const count =
    resource === "users"
      ? apiFetch(withQuery("/api/users/count", countQuery(resource, params.filter)), { signal })
      : undefined;
  const [pageBody, countBody] = await Promise.all([page, count]);
  const { data, total } = readListBody(resource, pageBody);
  return { data, total: countBody === undefined ? (total ?? data.length) : readCountBody(countBody) };
};

const fetchOne = async (
  resource: ResourceName,
  id: Identifier,
  signal?: AbortSignal,
  extraPopulate: readonly string[] = [],
): Promise<RaRecord> =>
  readEntryBody(
    resource,
    await apiFetch(withQuery(entryPath(resource, id), oneQuery(resource, extraPopulate)), { signal }),
  );

const saveOne = async (
  resource: ResourceName,
  method: "POST" | "PUT",
  path: string,
  data: Record<string, unknown>,
  ifMatch?: string,
): Promise<RaRecord> =>
  readEntryBody(resource, await apiFetch(path, { method, json: writeBody(resource, data), ifMatch }));

const deleteOne = async (resource: ResourceName, id: Identifier): Promise<void> => {
  await apiFetch(entryPath(resource, id), { method: "DELETE" });
};

/** What a payment form sends; the invoice is the one on screen. */
export interface PaymentDraft {
  amount: number;
  date: string;
  method: PaymentMethod;
  reference?: string | null;
  note?: string | null;
}

/** What "Établir un avoir" sends: a reason, and the lines when only part of the invoice is credited. */
export interface CreditNoteDraft {
  reason: string;
  items?: Array<Omit<StoredLine, "totalAmount">>;
}

/** `GET /api/audit-entries/verify`. */
export interface JournalVerification {
  ok: boolean;
  count: number;
  firstBrokenId: number | null;
}

/** The actions of the sales book beyond CRUD, as react-admin's CRM example adds its own. */
export interface AgencyDataProvider
  extends DataProvider, SalesMethods, DeliveryMethods, MailMethods, ShareMethods, OutboxMethods {
  recordPayment: (invoiceId: string, payment: PaymentDraft, idempotencyKey: string) => Promise<void>;
  markInvoicePaid: (invoiceId: string, method: PaymentMethod) => Promise<void>;
  /** Gives the client back what it paid beyond the credited invoice (`amount` above 0). */
  refundInvoice: (invoiceId: string, refund: PaymentDraft, idempotencyKey: string) => Promise<void>;
  issueInvoice: (invoiceId: string) => Promise<void>;
  /** Answers the new credit note's documentId. */
  creditInvoice: (invoiceId: string, creditNote: CreditNoteDraft, idempotencyKey: string) => Promise<string>;
  /** A new draft from an invoice or a quote; answers its documentId. */
  duplicate: (resource: "invoices" | "quotes", id: string) => Promise<string>;
  verifyJournal: () => Promise<JournalVerification>;
  /** `GET /api/today`: the business day in Morocco (YYYY-MM-DD) by the server's clock and time-zone data. */
  today: (signal?: AbortSignal) => Promise<string>;
  /** `GET /api/tableux`: the dashboard's figures, alerts and activity. */
  dashboardSummary: (signal?: AbortSignal) => Promise<DashboardSummary>;
  /** `GET /api/reports/ageing`: what each client owes on `date` (YYYY-MM-DD), by lateness. */
  ageingReport: (date: string, signal?: AbortSignal) => Promise<AgeingReport>;
  /** `GET /api/clients/:id/summary`: the client's book and latest documents. */
  clientSummary: (clientId: string, signal?: AbortSignal) => Promise<ClientSummary>;
  /** A message's replies, oldest first. */
  messageReplies: (messageId: string, signal?: AbortSignal) => Promise<Reply[]>;
  /** `POST /api/reply/send`: mails the reply and records it on the message. */
  sendReply: (reply: ReplyPayload) => Promise<void>;
  /** The company's settings (name, e-mail, legal details), or null before they are first saved. */
  companySettings: (signal?: AbortSignal) => Promise<unknown>;
  /** Saves a settings tab's fields on the version its page read (`updatedAt`); answers the saved settings. */
  saveCompanySettings: (data: object, openedAt?: string) => Promise<unknown>;
  /** Changes the signed-in user's password; answers the fresh token the server issues. */
  updatePassword: (currentPassword: string, newPassword: string) => Promise<string>;
  /** Mails a one-time code for a sensitive action on `resource` (and the record `id`, if any). */
  requestCode: (resource: string, id?: string | number) => Promise<void>;
  verifyCode: (resource: string, otp: string, id?: string | number) => Promise<void>;
  /** Creates a staff account (after a verified code). */
  registerUser: (user: Record<string, unknown>) => Promise<void>;
  /** Sends one file to the media library (an article's cover, a client's document); answers its id. */
  uploadFile: (file: File) => Promise<number>;
  /** A file of the cms (PDF, export) with the bearer a plain link could not send, and the name the server gives it. */
  fetchFile: (path: string, fallbackName: string) => Promise<{ blob: Blob; name: string }>;
}

/**
 * react-admin DataProvider speaking Strapi 5 REST. The casts to the caller's record type are
 * the boundary where the API's JSON becomes typed records; react-admin's signature demands them.
 */
export const dataProvider: AgencyDataProvider = {
  supportAbortSignal: true,
  ...salesMethods,
  ...deliveryMethods,
  ...mailMethods,
  ...shareMethods,
  ...outboxMethods,

  getList: async <R extends RaRecord>(name: string, params: GetListParams) => {
    const { data, total } = await fetchPage(toResourceName(name), params, params.signal);
    return { data: data as R[], total };
  },

  getOne: async <R extends RaRecord>(name: string, params: GetOneParams<R>) => ({
    // `meta.populate`: relations a detail screen reads beyond the list's (a client's document).
    data: (await fetchOne(toResourceName(name), params.id, params.signal, params.meta?.populate ?? [])) as R,
  }),

  getMany: async <R extends RaRecord>(name: string, params: GetManyParams<R>) => {
    const resource = toResourceName(name);
    const body = await apiFetch(withQuery(collectionPath(resource), manyQuery(resource, params.ids)), {
      signal: params.signal,
    });
    return { data: readListBody(resource, body).data as R[] };
  },

  getManyReference: async <R extends RaRecord>(name: string, params: GetManyReferenceParams) => {
    const resource = toResourceName(name);
    const filter = { ...params.filter, [referenceFilterField(resource, params.target)]: params.id };
    const { data, total } = await fetchPage(resource, { ...params, filter }, params.signal);
    return { data: data as R[], total };
  },

  create: async <R extends RaRecord>(name: string, params: CreateParams) => {
    const resource = toResourceName(name);
    return { data: (await saveOne(resource, "POST", collectionPath(resource), params.data)) as R };
  },

  update: async <R extends RaRecord>(name: string, params: UpdateParams) => {
    const resource = toResourceName(name);
    const path = entryPath(resource, params.id);
    // A form's save (`meta.ifUnchanged`) is made on the version it opened: someone else's save in between is
    // refused, not overwritten. A one-field action (archive, mark as read) applies whatever came before.
    const ifMatch = params.meta?.ifUnchanged ? versionTagOf(params.previousData?.updatedAt) : undefined;
    return { data: (await saveOne(resource, "PUT", path, params.data, ifMatch)) as R };
  },

  updateMany: async (name: string, params: UpdateManyParams) => {
    const resource = toResourceName(name);
    await Promise.all(params.ids.map((id) => saveOne(resource, "PUT", entryPath(resource, id), params.data)));
    return { data: params.ids };
  },

  // Strapi 5 answers a deletion with no body: react-admin gets back the record it had.
  delete: async <R extends RaRecord>(name: string, params: DeleteParams<R>) => {
    await deleteOne(toResourceName(name), params.id);
    return { data: params.previousData ?? ({ id: params.id } as R) };
  },

  deleteMany: async (name: string, params: DeleteManyParams) => {
    const resource = toResourceName(name);
    await Promise.all(params.ids.map((id) => deleteOne(resource, id)));
    return { data: params.ids };
  },

  recordPayment: async (invoiceId, payment, idempotencyKey) => {
    await apiFetch(collectionPath("payments"), {
      method: "POST",
      json: { data: { ...payment, invoice: invoiceId } },
      idempotencyKey,
    });
  },

  markInvoicePaid: async (invoiceId, method) => {
    await apiFetch(`${entryPath("invoices", invoiceId)}/mark-paid`, { method: "POST", json: { data: { method } } });
  },

  refundInvoice: async (invoiceId, refund, idempotencyKey) => {
    await apiFetch(`${entryPath("invoices", invoiceId)}/refund`, {
      method: "POST",
      json: { data: refund },
      idempotencyKey,
    });
  },

  issueInvoice: async (invoiceId) => {
    await apiFetch(`${entryPath("invoices", invoiceId)}/issue`, { method: "POST" });
  },

  creditInvoice: async (invoiceId, creditNote, idempotencyKey) =>
    String(
      readEntryBody(
        "creditNotes",
        await apiFetch(`${entryPath("invoices", invoiceId)}/credit-note`, {
          method: "POST",
          json: { data: creditNote },
          idempotencyKey,
        }),
      ).id,
    ),

  duplicate: async (resource, id) =>
    String(readEntryBody(resource, await apiFetch(`${entryPath(resource, id)}/duplicate`, { method: "POST" })).id),

  verifyJournal: async () => (await apiFetch(`${collectionPath("auditEntries")}/verify`)) as JournalVerification,

  // Answers that break their contract fail like a network error.
  today: serverToday,

  dashboardSummary: async (signal) => dashboardSummarySchema.parse(await apiFetch("/api/tableux", { signal })),

  ageingReport: async (date, signal) => ageingReportSchema.parse(await apiFetch(ageingReportPath(date), { signal })),

  clientSummary: async (clientId, signal) =>
    clientSummarySchema.parse(await apiFetch(`${entryPath("clients", clientId)}/summary`, { signal })),

  // The lists read messages without relations: the replies are the contract's own call.
  messageReplies: async (messageId, signal) =>
    readReplies(await apiFetch(`${entryPath("messages", messageId)}?populate[replies]=true`, { signal })),

  sendReply: async (reply) => {
    await apiFetch("/api/reply/send", { method: "POST", json: reply });
  },

  companySettings: async (signal) => {
    try {
      return await apiFetch("/api/company-setting", { signal });
    } catch (error) {
      // 404: never saved yet; the form starts empty and saving creates them.
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },

  saveCompanySettings: (data, openedAt) =>
    apiFetch("/api/company-setting", { method: "PUT", json: { data }, ifMatch: versionTagOf(openedAt) }),

  updatePassword: async (currentPassword, newPassword) =>
    passwordUpdatedSchema.parse(
      await apiFetch("/api/auth/update-password", { method: "POST", json: { currentPassword, newPassword } }),
    ).jwt,

  requestCode: async (resource, id) => {
    await apiFetch("/api/delete-otp/generate", {
      method: "POST",
      json: id === undefined ? { resource } : { resource, id },
    });
  },

  verifyCode: async (resource, otp, id) => {
    await apiFetch("/api/delete-otp/verify", {
      method: "POST",
      json: id === undefined ? { resource, otp } : { resource, id, otp },
    });
  },

  registerUser: async (user) => {
    await apiFetch("/api/auth/register", { method: "POST", json: user });
  },

  fetchFile: async (path, fallbackName) => {
    const response = await apiFetchResponse(path, { accept: "*/*" });
    return { name: savedFileName(response, fallbackName), blob: await response.blob() };
  },

  uploadFile: async (file) => {
    const form = new FormData();
    form.append("files", file);
    return uploadedFileId(await apiFetch("/api/upload", { method: "POST", form }));
  },
};

/** The data provider with the sales book's custom methods, for the screens that call them. */
export const useAgencyDataProvider = (): AgencyDataProvider => useDataProvider<AgencyDataProvider>();
