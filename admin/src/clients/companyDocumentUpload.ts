import { HttpError } from "react-admin";
import { z } from "zod";
import { config } from "../config";
import { readSession } from "../providers/authStorage";
import { strapiErrorMessage } from "../providers/strapiQuery";

const uploadedFile = z.object({ id: z.number() });
/** One file sent, one described back (an array, as Strapi uploads several at once). */
const uploadedFilesSchema = z.tuple([uploadedFile], uploadedFile);

/**
 * POST /api/upload (multipart field `files`) and answers the file's numeric id, which the
 * client's `document` then takes. Written here rather than with `apiFetch`, which sends JSON
 * only; failures become the same HttpError, carrying the server's message.
 */
export const uploadCompanyDocument = async (file: File): Promise<number> => {
  const form = new FormData();
  form.append("files", file);
  const jwt = readSession()?.jwt;
  const response = await fetch(`${config.apiUrl}/api/upload`, {
    method: "POST",
    headers: jwt ? { Authorization: `Bearer ${jwt}`, Accept: "application/json" } : { Accept: "application/json" },
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = strapiErrorMessage(body) ?? (response.statusText || `HTTP ${response.status}`);
    throw new HttpError(message, response.status, body);
  }
  const [uploaded] = uploadedFilesSchema.parse(body);
  return uploaded.id;
};
