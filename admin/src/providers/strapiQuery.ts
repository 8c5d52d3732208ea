/**
 * Pure translation between react-admin's data-provider vocabulary and Strapi 5 REST:
 * query strings, record mapping and error bodies. No I/O here, so all of it is unit-tested.
 */
import { CONTACT_SERVICE_LABELS } from "@agency/shared";
import type { Identifier, RaRecord, SortPayload } from "react-admin";

/** react-admin resource name → Strapi collection path under /api. */
export const collections = {
  clients: "clients",
  invoices: "invoices",
  quotes: "quotes",
  delivery: "deliveries",
  messages: "contact",
  subscribers: "subscribers",
  posts: "articles",
  users: "users",
  payments: "payments",
  creditNotes: "credit-notes",
  auditEntries: "audit-entries",
  recurringInvoices: "recurring-invoices",
  mails: "outbox-mails",
} as const;

export type ResourceName = keyof typeof collections;

/** Fields the list search box (`q` filter) matches, case-insensitively, as a substring. */
export const searchFields: Record<ResourceName, readonly string[]> = {
  clients: ["name", "email", "phone"],
  invoices: ["invoiceNumber", "client.name"],
  quotes: ["quoteNumber", "client.name"],
  delivery: ["deliveryNumber", "client.name", "invoice.invoiceNumber"],
  messages: ["name", "email", "service"],
  subscribers: ["email", "source"],
  posts: ["title", "excerpt"],
  users: ["name", "email"],
  payments: ["reference", "invoice.invoiceNumber", "invoice.client.name"],
  creditNotes: ["creditNoteNumber", "reason", "client.name", "invoice.invoiceNumber"],
  auditEntries: ["number", "user", "recordId"],
  recurringInvoices: ["client.name", "notes"],
  mails: ["to", "subject", "about"],
};

/** Coded fields the search also matches by the label the screen shows: "photo" finds the "photography" messages. */
const labelledSearchFields: Partial<Record<ResourceName, Readonly<Record<string, Readonly<Record<string, string>>>>>> =
  {
    messages: { service: CONTACT_SERVICE_LABELS },
  };

/** Lower case without accents, so that "creation" finds "Création". */
const folded = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const appendSearch = (query: URLSearchParams, resource: ResourceName, search: string): void => {
  const fields = searchFields[resource];
  fields.forEach((field, index) => {
    query.append(`filters[$or][${index}]${bracketPath(field)}[$containsi]`, search);
  });
  Object.entries(labelledSearchFields[resource] ?? {}).forEach(([field, labels], offset) => {
    const codes = Object.keys(labels).filter((code) => folded(labels[code]!).includes(folded(search)));
    codes.forEach((code, index) =>
      query.append(`filters[$or][${fields.length + offset}]${bracketPath(field)}[$in][${index}]`, code),
    );
  });
};

/** Relations loaded with every read, so that lists show e.g. the client name in one query. */
export const populate: Record<ResourceName, readonly string[]> = {
  clients: [],
  invoices: ["client"],
  quotes: ["client"],
  delivery: ["client", "invoice"],
  messages: [],
  subscribers: [],
  posts: ["coverImage"],
  users: ["role"],
  payments: ["invoice", "invoice.client"],
  creditNotes: ["client", "invoice", "items"],
  auditEntries: [],
  // Lists and single reads share this table: the edit form needs the lines.
  recurringInvoices: ["client", "items"],
  mails: [],
};

/** Read-only keys Strapi refuses (or ignores) in a write body. */
const systemKeys = new Set(["id", "documentId", "numericId", "createdAt", "updatedAt", "publishedAt"]);

export const isResourceName = (resource: string): resource is ResourceName => Object.hasOwn(collections, resource);

export const toResourceName = (resource: string): ResourceName => {
  if (!isResourceName(resource)) {
    throw new Error(`Unknown resource "${resource}": add it to the collections map`);
  }
  return resource;
};

/** users-permissions users are addressed by numeric id; every other collection by documentId. */
export const usesDocumentId = (resource: ResourceName): boolean => resource !== "users";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `client.name` → `[client][name]` */
const bracketPath = (field: string): string =>
  field
    .split(".")
    .map((part) => `[${part}]`)
    .join("");

/** react-admin calls the record key `id`; Strapi's stable key is `documentId`. */
const apiField = (resource: ResourceName, field: string): string =>
  field === "id" && usesDocumentId(resource) ? "documentId" : field;

const isEmptyFilterValue = (value: unknown): boolean => value === undefined || value === null || value === "";

/** Filters named for the screen that stand for a path of the API: a payment's client is its invoice's. */
const filterAliases: Partial<Record<ResourceName, Readonly<Record<string, string>>>> = {
  payments: { client: "invoice.client.documentId" },
  creditNotes: { client: "client.documentId" },
  recurringInvoices: { client: "client.documentId" },
};

/** `issueDate_gte`: a bound of a range, as react-admin's filter inputs name them. */
const RANGE_SUFFIX = /_(gte|lte|gt|lt)$/;

/**
 * Overdue: issued, due before `today` (the server's business day, which the data provider adds),
 * something still due, i.e. neither paid nor settled by credit notes.
 */
const appendOverdue = (query: URLSearchParams, today: string): void => {
  query.append("filters[$and][0][state][$eq]", "issued");
  query.append("filters[$and][1][dueDate][$lt]", today);
  query.append("filters[$and][2][status][$in][0]", "unpaid");
  query.append("filters[$and][2][status][$in][1]", "partial");
};

/** Expired: a quote still waiting for its answer (draft or sent) past its last valid day, or without one (isQuoteExpired). */
const appendExpired = (query: URLSearchParams, today: string): void => {
  query.append("filters[$and][0][status][$in][0]", "draft");
  query.append("filters[$and][0][status][$in][1]", "sent");
  query.append("filters[$and][1][$or][0][validUntil][$lt]", today);
  query.append("filters[$and][1][$or][1][validUntil][$null]", "true");
};

/** The switches reckoned on the server's business day, `today`, which the data provider adds to the filter. */
const DAY_FILTERS: Readonly<Record<string, (query: URLSearchParams, today: string) => void>> = {
  overdue: appendOverdue,
  expired: appendExpired,
};

/**
 * Does this filter narrow the list, as appendFilters sends it? An empty value, an empty "one of", a switch reckoned
 * on the day turned off, and the day itself do not.
 */
export const narrowsList = (filter: Readonly<Record<string, unknown>> | undefined): boolean =>
  Object.entries(filter ?? {}).some(([field, value]) => {
    if (isEmptyFilterValue(value) || field === "today") return false;
    if (field in DAY_FILTERS) return value === true || value === "true";
    return !(Array.isArray(value) && value.length === 0);
  });

/** Does this filter turn on a switch reckoned on the server's day? */
export const needsServerDay = (filter: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(DAY_FILTERS).some((name) => filter[name] === true || filter[name] === "true");

/**
 * Appends react-admin filters as Strapi `filters[...]` parameters:
 * `q` searches the resource's search fields (and coded fields by their labels), an array means "one of", `_gte`/`_lte` (and
 * `_gt`/`_lt`) suffixes bound a range, `overdue` and `expired` ask for overdue invoices and expired quotes, anything
 * else equality.
 */
export const appendFilters = (
  query: URLSearchParams,
  resource: ResourceName,
  filter: Record<string, unknown>,
): void => {
  for (const [field, value] of Object.entries(filter)) {
    if (isEmptyFilterValue(value)) continue;
    if (field === "q") {
      appendSearch(query, resource, String(value));
      continue;
    }
    const dayFilter = DAY_FILTERS[field];
    if (dayFilter) {
      if (value !== true && value !== "true") continue;
      if (typeof filter.today !== "string") throw new Error(`The ${field} filter needs the day it is reckoned on`);
      dayFilter(query, filter.today);
      continue;
    }
    if (field === "today") continue;
    const range = RANGE_SUFFIX.exec(field);
    if (range) {
      query.append(
        `filters${bracketPath(apiField(resource, field.slice(0, range.index)))}[$${range[1]}]`,
        String(value),
      );
      continue;
    }
    const key = `filters${bracketPath(filterAliases[resource]?.[field] ?? apiField(resource, field))}`;
    if (Array.isArray(value)) {
      value.forEach((item, index) => query.append(`${key}[$in][${index}]`, String(item)));
    } else {
      query.append(`${key}[$eq]`, String(value));
    }
  }
};

export const appendPopulate = (query: URLSearchParams, resource: ResourceName): void => {
  populate[resource].forEach((relation, index) => query.append(`populate[${index}]`, relation));
};

export const appendSort = (query: URLSearchParams, sort: SortPayload | undefined): void => {
  if (!sort?.field) return;
  query.append("sort", `${sort.field}:${sort.order === "DESC" ? "desc" : "asc"}`);
};

export interface ListQueryParams {
  pagination?: { page: number; perPage: number };
  sort?: SortPayload;
  filter?: Record<string, unknown>;
}

/**
 * Query string of a list read. Collections page with `pagination[page]`/`pagination[pageSize]`;
 * `/api/users` is not a content-API collection and pages with `start`/`limit` instead.
 */
export const listQuery = (resource: ResourceName, params: ListQueryParams): URLSearchParams => {
  const query = new URLSearchParams();
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  if (resource === "users") {
    query.append("start", String((page - 1) * perPage));
    query.append("limit", String(perPage));
  } else {
    query.append("pagination[page]", String(page));
    query.append("pagination[pageSize]", String(perPage));
  }
  appendSort(query, params.sort);
  appendFilters(query, resource, params.filter ?? {});
  appendPopulate(query, resource);
  return query;
};

/** Query string of `/api/users/count`: the list's filters only. */
export const countQuery = (resource: ResourceName, filter: Record<string, unknown> = {}): URLSearchParams => {
  const query = new URLSearchParams();
  appendFilters(query, resource, filter);
  return query;
};

/** Query string reading several records by key (getMany). */
export const manyQuery = (resource: ResourceName, ids: readonly Identifier[]): URLSearchParams =>
  listQuery(resource, {
    pagination: { page: 1, perPage: Math.max(ids.length, 1) },
    filter: { id: [...ids] },
  });

/**
 * getManyReference targets a field of the referencing record; when that field is a populated
 * relation (e.g. `client`), Strapi filters on the related record's documentId.
 */
export const referenceFilterField = (resource: ResourceName, target: string): string =>
  populate[resource].includes(target) ? `${target}.documentId` : target;

/** Query string reading one record, with its relations (and those a screen asks for in `meta.populate`). */
export const oneQuery = (resource: ResourceName, extraPopulate: readonly string[] = []): URLSearchParams => {
  const query = new URLSearchParams();
  appendPopulate(query, resource);
  extraPopulate.forEach((relation, index) => query.append(`populate[${populate[resource].length + index}]`, relation));
  return query;
};

/** `?a=b` or nothing, to append to a path. */
export const withQuery = (path: string, query: URLSearchParams): string => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * A Strapi entry as a react-admin record: `id` is the documentId (numeric id kept as
 * `numericId`), except users whose key is the numeric id. A user's populated role is
 * flattened to its name, the value the rest of the app compares against.
 */
export const toRecord = (resource: ResourceName, raw: unknown): RaRecord => {
  if (!isPlainObject(raw)) {
    throw new Error(`Unexpected ${resource} entry from the API: ${JSON.stringify(raw)}`);
  }
  const key = usesDocumentId(resource) ? raw.documentId : raw.id;
  if (typeof key !== "string" && typeof key !== "number") {
    throw new Error(`${resource} entry without a key from the API: ${JSON.stringify(raw)}`);
  }
  if (!usesDocumentId(resource)) {
    return isPlainObject(raw.role) ? { ...raw, id: key, role: raw.role.name } : { ...raw, id: key };
  }
  return { ...raw, id: key, numericId: raw.id };
};

/** A related entry as Strapi 5 expects it in a write: media by numeric id, relations by documentId. */
const toRelationValue = (value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  if (typeof value.mime === "string") return value.id;
  if (typeof value.documentId === "string") return value.documentId;
  return value;
};

/** A react-admin record (or partial) as a Strapi write body's `data`. */
export const toStrapiData = (data: Record<string, unknown>): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (systemKeys.has(key)) continue;
    body[key] = Array.isArray(value) ? value.map(toRelationValue) : toRelationValue(value);
  }
  return body;
};

/** Strapi errors read `{ error: { status, name, message, details } }`. */
export const strapiErrorMessage = (body: unknown): string | undefined => {
  if (!isPlainObject(body) || !isPlainObject(body.error)) return undefined;
  const { message } = body.error;
  return typeof message === "string" && message.length > 0 ? message : undefined;
};

/** The body of a write: collections wrap it in `{ data }`, users-permissions takes it bare. */
export const writeBody = (resource: ResourceName, data: Record<string, unknown>): unknown =>
  usesDocumentId(resource) ? { data: toStrapiData(data) } : toStrapiData(data);

/**
 * Records and total of a list answer: `{ data: [...], meta: { pagination: { total } } }`,
 * or the bare array `/api/users` answers (its total then comes from `/api/users/count`).
 */
export const readListBody = (
  resource: ResourceName,
  body: unknown,
): { data: RaRecord[]; total: number | undefined } => {
  const entries = Array.isArray(body) ? body : isPlainObject(body) ? body.data : undefined;
  if (!Array.isArray(entries)) {
    throw new Error(`Unexpected ${resource} list from the API: ${JSON.stringify(body)}`);
  }
  const meta = isPlainObject(body) && isPlainObject(body.meta) ? body.meta : undefined;
  const pagination = meta && isPlainObject(meta.pagination) ? meta.pagination : undefined;
  const total = typeof pagination?.total === "number" ? pagination.total : undefined;
  return { data: entries.map((entry) => toRecord(resource, entry)), total };
};

/** The record of a single-entry answer: `{ data: {...} }`, or the bare user object. */
export const readEntryBody = (resource: ResourceName, body: unknown): RaRecord =>
  toRecord(resource, usesDocumentId(resource) && isPlainObject(body) ? body.data : body);

/** `/api/users/count` answers a bare number. */
export const readCountBody = (body: unknown): number => {
  if (typeof body !== "number") {
    throw new Error(`Unexpected count from the API: ${JSON.stringify(body)}`);
  }
  return body;
};
