import { HttpError } from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { fileNameFromDisposition } from "./fileName";

/** The name to save an answer under: the server's (Content-Disposition), else `fallback`. */
export const savedFileName = (response: Response, fallback: string): string =>
  fileNameFromDisposition(response.headers.get("Content-Disposition"), fallback);

/**
 * What went wrong, for "Échec de l'export : …": Strapi's message (or the HTTP status) when the
 * server answered, nothing when it could not be reached (the caller words that case).
 */
export const failureReason = (error: unknown): string | undefined =>
  error instanceof HttpError ? error.message : undefined;

/** Hands a blob to the browser as a download named `name`. */
const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers start the download after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/**
 * Fetches a file from the cms through the data provider and saves it under the server's name.
 * Answers that name; throws HttpError with the server's message.
 */
export const downloadFile = async (
  dataProvider: AgencyDataProvider,
  path: string,
  fallbackName: string,
): Promise<string> => {
  const { blob, name } = await dataProvider.fetchFile(path, fallbackName);
  saveBlob(blob, name);
  return name;
};
