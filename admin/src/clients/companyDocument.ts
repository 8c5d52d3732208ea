import { COMPANY_DOCUMENT_TYPES, EXTENSION_OF, MAX_COMPANY_DOCUMENT_BYTES } from "@agency/shared";

/**
 * The company document a client may carry: the types and size the server accepts
 * (shared rule), checked in the browser so a wrong file is refused before its upload.
 * The server decides again by the file's content.
 */

export { MAX_COMPANY_DOCUMENT_BYTES };

/** MIME type → file extensions, for browsers that give a file no type. */
const ACCEPTED_TYPES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  COMPANY_DOCUMENT_TYPES.map((type) => [type, type === "image/jpeg" ? [".jpg", ".jpeg"] : [EXTENSION_OF[type]]]),
);

/** The file input's `accept` attribute: types and extensions both, as pickers filter on either. */
export const COMPANY_DOCUMENT_ACCEPT = Object.entries(ACCEPTED_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
};

const hasAcceptedType = ({ name, type }: Pick<File, "name" | "type">): boolean => {
  if (type !== "") return Object.hasOwn(ACCEPTED_TYPES, type);
  return Object.values(ACCEPTED_TYPES).some((extensions) => extensions.includes(extensionOf(name)));
};

/** Whether the server would take this file; the form shows its one message otherwise. */
export const isAcceptedCompanyDocument = (file: Pick<File, "name" | "type" | "size">): boolean =>
  file.size <= MAX_COMPANY_DOCUMENT_BYTES && hasAcceptedType(file);
