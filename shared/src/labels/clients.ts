import { labelFor, toOptions } from "./options.js";

export const CLIENT_TYPES = ["individual", "freelance", "sarl"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const DEFAULT_CLIENT_TYPE: ClientType = "individual";

/** Labels used in lists, filters and forms. */
export const CLIENT_TYPE_LABELS: Readonly<Record<ClientType, string>> = {
  individual: "Particulier",
  freelance: "Auto-entrepreneur",
  sarl: "Société",
};

/** The client detail page calls a SARL "Entreprise". */
export const CLIENT_TYPE_DETAIL_LABELS: Readonly<Record<ClientType, string>> = {
  ...CLIENT_TYPE_LABELS,
  sarl: "Entreprise",
};

export const CLIENT_TYPE_OPTIONS = toOptions(CLIENT_TYPES, CLIENT_TYPE_LABELS);

export function clientTypeLabel(type: string, variant: "list" | "detail" = "list"): string {
  return labelFor(variant === "detail" ? CLIENT_TYPE_DETAIL_LABELS : CLIENT_TYPE_LABELS, type);
}
