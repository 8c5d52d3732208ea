/**
 * The company document a client may carry: the same types and size the server accepts
 * (sales contract), checked in the browser so a wrong file is refused before its upload.
 */

export const MAX_COMPANY_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** MIME type → file extensions, for browsers that give a Word file no type. */
const ACCEPTED_TYPES: Readonly<Record<string, readonly string[]>> = {
  "application/pdf": [".pdf"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "application/msword": [".doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
};

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
