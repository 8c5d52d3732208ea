import type { Core, UID } from "@strapi/strapi";
import {
  casablancaDateTime,
  clientTypeLabel,
  deliveryStatusLabel,
  formatFrenchDate,
  INVOICE_STATE_LABELS,
  invoiceStatusLabel,
  labelFor,
  PAYMENT_METHOD_LABELS,
  quoteStatusLabel,
} from "@agency/shared";
import type { ListName } from "./list-columns";

/**
 * The lines atop a list export, so that the file says what it holds: its filters in French,
 * when it was made (Casablanca time) and how many rows it has.
 */

/** How a filtered field reads: its French name ("" for the list's own date) and its values. */
interface FilterField {
  label: string;
  value?: (raw: string) => string;
  date?: boolean;
}

/** The name of a related record (a client's name, an invoice's number) from its documentId. */
export type NameOf = (relation: string, documentId: string) => Promise<string>;

const STATUS_LABELS: Partial<Record<ListName, (status: string) => string>> = {
  invoices: (status) => invoiceStatusLabel(status),
  quotes: (status) => quoteStatusLabel(status),
  deliveries: deliveryStatusLabel,
};

const yesNo = (raw: string) => (raw === "true" ? "oui" : raw === "false" ? "non" : raw);

/** The fields the back-office's lists filter on; anything else reads as its API path. */
const FIELDS: Readonly<Record<string, FilterField>> = {
  type: { label: "type", value: (raw) => clientTypeLabel(raw) },
  archived: { label: "archivés", value: yesNo },
  state: { label: "état", value: (raw) => labelFor(INVOICE_STATE_LABELS, raw) },
  method: { label: "mode", value: (raw) => labelFor(PAYMENT_METHOD_LABELS, raw) },
  "client.documentId": { label: "client" },
  "invoice.documentId": { label: "facture" },
  "invoice.client.documentId": { label: "client" },
  issueDate: { label: "", date: true },
  date: { label: "", date: true },
  dueDate: { label: "échéance", date: true },
  validUntil: { label: "validité", date: true },
  deliveryDate: { label: "livraison", date: true },
  createdAt: { label: "ajout", date: true },
};

/** Operators of Strapi's filters, as words; dates read "du … au …", "avant le …". */
const OPERATORS: Readonly<Record<string, string>> = {
  $eq: "=",
  $eqi: "=",
  $ne: "≠",
  $in: "=",
  $notIn: "≠",
  $contains: "contient",
  $containsi: "contient",
  $lt: "<",
  $lte: "≤",
  $gt: ">",
  $gte: "≥",
};
const DATE_OPERATORS: Readonly<Record<string, string>> = {
  $eq: "le",
  $lt: "avant le",
  $lte: "jusqu'au",
  $gt: "après le",
  $gte: "à partir du",
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An $or whose every branch looks for the same text: the list's search box. */
function searchedText(branches: unknown): string | undefined {
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  const texts = branches.map((branch) => {
    let node: unknown = branch;
    while (isObject(node) && Object.keys(node).length === 1) {
      const [key, value] = Object.entries(node)[0]!;
      if (key === "$containsi") return typeof value === "string" ? value : undefined;
      node = value;
    }
    return undefined;
  });
  const [first] = texts;
  return first !== undefined && texts.every((text) => text === first) ? first : undefined;
}

/** One filtered field and what it is compared with, in words. */
async function describeField(
  path: string,
  operators: Record<string, unknown>,
  list: ListName,
  nameOf: NameOf,
): Promise<string[]> {
  const field = FIELDS[path] ?? (path === "status" ? { label: "statut", value: STATUS_LABELS[list] } : { label: path });
  const relation = path.endsWith(".documentId") ? path.slice(0, -".documentId".length) : undefined;
  const shown = async (raw: unknown): Promise<string> => {
    const text = String(raw);
    if (field.date) return formatFrenchDate(text);
    if (relation) return nameOf(relation, text);
    return field.value ? field.value(text) : text;
  };
  const prefix = field.label ? `${field.label} ` : "";
  if (field.date && operators.$gte !== undefined && operators.$lte !== undefined) {
    const { $gte, $lte, ...rest } = operators;
    const range = `${prefix}du ${await shown($gte)} au ${await shown($lte)}`;
    return [range, ...(await describeField(path, rest, list, nameOf))];
  }
  const phrases: string[] = [];
  for (const [operator, raw] of Object.entries(operators)) {
    if (field.date && DATE_OPERATORS[operator]) {
      phrases.push(`${prefix}${DATE_OPERATORS[operator]} ${await shown(raw)}`);
      continue;
    }
    const values = Array.isArray(raw) ? await Promise.all(raw.map(shown)) : [await shown(raw)];
    const text = operator.startsWith("$contains") ? values.map((value) => `« ${value} »`) : values;
    phrases.push(`${field.label || path} ${OPERATORS[operator] ?? operator} ${text.join(" ou ")}`);
  }
  return phrases;
}

/** The phrases of a filter tree: $and's branches one by one, an $or as one phrase, fields by their path. */
async function describeNode(node: unknown, path: string[], list: ListName, nameOf: NameOf): Promise<string[]> {
  if (Array.isArray(node)) {
    return (await Promise.all(node.map((branch) => describeNode(branch, path, list, nameOf)))).flat();
  }
  if (!isObject(node)) return [];
  const phrases: string[] = [];
  const operators: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$and") {
      phrases.push(...(await describeNode(value, path, list, nameOf)));
    } else if (key === "$or") {
      const searched = searchedText(value);
      if (searched !== undefined) {
        phrases.push(`recherche = « ${searched} »`);
      } else if (Array.isArray(value)) {
        const branches = await Promise.all(value.map((branch) => describeNode(branch, path, list, nameOf)));
        phrases.push(branches.map((branch) => branch.join(" et ")).join(" ou "));
      }
    } else if (key.startsWith("$")) {
      operators[key] = value;
    } else {
      phrases.push(...(await describeNode(value, [...path, key], list, nameOf)));
    }
  }
  if (Object.keys(operators).length > 0) {
    phrases.unshift(...(await describeField(path.join("."), operators, list, nameOf)));
  }
  return phrases;
}

/** "Filtres : statut = Payée ; client = … ; du 01/01/2026 au 31/01/2026", or "Filtres : aucun". */
export async function describeFilters(filters: unknown, list: ListName, nameOf: NameOf): Promise<string> {
  const phrases = await describeNode(filters, [], list, nameOf);
  return `Filtres : ${phrases.length > 0 ? phrases.join(" ; ") : "aucun"}`;
}

/** "Généré le 26/11/2026 à 09:15", Casablanca's time whatever the server's zone. */
export function generatedAt(now: Date): string {
  return `Généré le ${casablancaDateTime(now)}`;
}

/** "1 ligne", "12 lignes". */
export const rowCount = (count: number): string => `${count} ${count > 1 ? "lignes" : "ligne"}`;

/** A report's line under its title: "Exporté le 26/11/2026 — 12 lignes". */
export const exportedLine = (day: string, rows: number): string =>
  `Exporté le ${formatFrenchDate(day)} — ${rowCount(rows)}`;

/** What names a related record in a heading: a client by its name, a document by its number. */
const NAME_FIELDS: Readonly<Record<string, string>> = {
  "api::client.client": "name",
  "api::invoice.invoice": "invoiceNumber",
  "api::quote.quote": "quoteNumber",
};

/** Reads the names of related records through the list's content type (`invoice.client` from payments). */
export const namesThrough =
  (strapi: Core.Strapi, uid: UID.ContentType): NameOf =>
  async (relation, documentId) => {
    let target: string = uid;
    for (const part of relation.split(".")) {
      const attributes: Record<string, unknown> = strapi.getModel(target as UID.ContentType)?.attributes ?? {};
      const attribute = attributes[part];
      if (!isObject(attribute) || typeof attribute.target !== "string") return documentId;
      target = attribute.target;
    }
    const field = NAME_FIELDS[target];
    if (!field) return documentId;
    const found: Record<string, unknown> | null = await strapi
      .documents(target as UID.ContentType)
      .findOne({ documentId });
    const name = found?.[field];
    return typeof name === "string" && name !== "" ? name : documentId;
  };

/** The three lines atop a list export: its filters, when it was made and how many rows it has. */
export async function exportHeading(
  filters: unknown,
  list: ListName,
  nameOf: NameOf,
  rows: number,
  now: Date,
): Promise<string[]> {
  return [await describeFilters(filters, list, nameOf), generatedAt(now), rowCount(rows)];
}
