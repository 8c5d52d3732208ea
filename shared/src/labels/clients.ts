import { keysOf, labelRecord, toOptions, variantLabelFor } from "./options.js";

/** Labels used in lists, filters and forms. */
export const CLIENT_TYPE_LABELS = labelRecord({
  individual: "Particulier",
  freelance: "Auto-entrepreneur",
  sarl: "Société",
});

export const CLIENT_TYPES = keysOf(CLIENT_TYPE_LABELS);
export type ClientType = (typeof CLIENT_TYPES)[number];
export const DEFAULT_CLIENT_TYPE: ClientType = "individual";

/** The client detail page calls a SARL "Entreprise". */
export const CLIENT_TYPE_DETAIL_LABELS: Readonly<Record<ClientType, string>> = {
  ...CLIENT_TYPE_LABELS,
  sarl: "Entreprise",
};

export const CLIENT_TYPE_OPTIONS = toOptions(CLIENT_TYPES, CLIENT_TYPE_LABELS);

export const clientTypeLabel = variantLabelFor(CLIENT_TYPE_LABELS, CLIENT_TYPE_DETAIL_LABELS);
