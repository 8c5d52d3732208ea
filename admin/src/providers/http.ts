import { editVersionTag } from "@agency/shared";
import { HttpError } from "react-admin";
import { config } from "../config";
import { readSession } from "./authStorage";
import { fieldErrorsOf } from "./fieldErrors";
import { strapiErrorMessage } from "./strapiQuery";

const parseBody = (text: string): unknown => {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    // Proxies and crashes answer HTML or plain text: keep it for the error's body.
    return text;
  }
};

interface ApiFetchInit {
  method?: string;
  json?: unknown;
  signal?: AbortSignal;
  /** Sends no bearer: Strapi answers 401 to a stale token even on a public route. */
  anonymous?: boolean;
  /** The media type asked for; JSON unless a file is downloaded. */
  accept?: string;
  /** Sent as `Idempotency-Key` on creations: a retried submission is written once. */
  idempotencyKey?: string;
  /** A multipart body (uploads): the browser sets its Content-Type with the boundary. */
  form?: FormData;
  /** The version a save was made on (`If-Match`): the cms refuses it, 412, if the record was written since. */
  ifMatch?: string;
}

/**
 * Calls the cms with the signed-in user's bearer token and answers the successful response
 * unread (files are read as blobs). A failure becomes react-admin's HttpError carrying
 * Strapi's own message, which is what react-admin shows in its notification, and the field
 * messages of a refused write in `body.errors`.
 */
export const apiFetchResponse = async (path: string, init: ApiFetchInit = {}): Promise<Response> => {
  const headers = new Headers({ Accept: init.accept ?? "application/json" });
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const jwt = init.anonymous ? undefined : readSession()?.jwt;
  if (jwt) headers.set("Authorization", `Bearer ${jwt}`);
  if (init.idempotencyKey) headers.set("Idempotency-Key", init.idempotencyKey);
  if (init.ifMatch) headers.set("If-Match", init.ifMatch);

  const response = await fetch(`${config.apiUrl}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    signal: init.signal,
  });
  if (!response.ok) {
    const body = parseBody(await response.text());
    const message = strapiErrorMessage(body) ?? (response.statusText || `HTTP ${response.status}`);
    // Field messages go where react-admin's forms read them: `body.errors`, mapped here once.
    const errors = fieldErrorsOf(body);
    throw new HttpError(message, response.status, errors && typeof body === "object" ? { ...body, errors } : body);
  }
  return response;
};

/** The `If-Match` of a save made on a record last written at `updatedAt`; none when the record does not say. */
export const versionTagOf = (updatedAt: unknown): string | undefined =>
  typeof updatedAt === "string" && updatedAt !== "" ? editVersionTag(updatedAt) : undefined;

/** Calls the cms like `apiFetchResponse` and answers the parsed body. */
export const apiFetch = async (path: string, init: ApiFetchInit = {}): Promise<unknown> =>
  parseBody(await (await apiFetchResponse(path, init)).text());

/** Strapi's own message in a failed call, if it sent one (not the HTTP status text). */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof HttpError ? strapiErrorMessage(error.body) : undefined;
