import { HttpError } from "react-admin";
import { z } from "zod";
import { config } from "../config";
import { readSession } from "../providers/authStorage";
import { strapiErrorMessage } from "../providers/strapiQuery";

const uploadAnswer = z.array(z.object({ id: z.number() })).min(1);

/** The id of the file Strapi stored, read from the upload's `[{ id, url }]` answer. */
export const uploadedFileId = (body: unknown): number => {
  const parsed = uploadAnswer.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected upload answer: ${JSON.stringify(body)}`);
  return parsed.data[0]!.id;
};

/**
 * Sends the cover to the media library and answers its id. Not `apiFetch`: that one sends
 * JSON, and a multipart body needs the browser to set its own Content-Type boundary.
 */
export const uploadCover = async (file: File): Promise<number> => {
  const body = new FormData();
  body.append("files", file);
  const jwt = readSession()?.jwt;
  const response = await fetch(`${config.apiUrl}/api/upload`, {
    method: "POST",
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
    body,
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new HttpError(strapiErrorMessage(answer) ?? response.statusText, response.status, answer);
  }
  return uploadedFileId(answer);
};
