import {
  quoteAcceptanceSchema,
  quoteRejectionSchema,
  SHARE_MESSAGES,
  type PublicDocument,
  type QuoteAnswerBlock,
} from "@agency/shared";
import type { TFunction } from "i18next";
import { config } from "../config.server";
import { CmsError, cmsUrl } from "./cms.server";
import { visitorAddress } from "./visitor.server";

/**
 * A client's document behind its secret link (/d/<token>): read, downloaded and, for a quote, answered through
 * the cms's public API, which trusts only the site's server (the shared secret) and counts each visitor by the
 * address and agent named here. Never cached: each read is the client's, and the cms records it.
 */

/** Both client-document routes: never indexed, never kept by a shared cache, the token never sent as a referrer. */
export const CLIENT_DOCUMENT_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
} as const;

/** 32 random bytes in base64url, as the cms makes them; anything else (a "../" above all) never reaches it. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const READ_TIMEOUT_MS = 5_000;
const PDF_TIMEOUT_MS = 20_000;

function visitorHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (config.SITE_PROXY_SECRET) headers["X-Site-Secret"] = config.SITE_PROXY_SECRET;
  else console.error("SITE_PROXY_SECRET is not set: the cms answers 404 to every client link");
  const address = visitorAddress(request);
  if (address) headers["X-Visitor-Ip"] = address;
  const agent = request.headers.get("User-Agent");
  if (agent) headers["X-Visitor-Agent"] = agent;
  return headers;
}

/** One call of the public documents API for this token, or null when the token cannot be one. */
async function callCms(
  request: Request,
  token: string,
  action: "" | "/pdf" | "/accept" | "/reject",
  body?: unknown,
): Promise<Response | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const headers = visitorHeaders(request);
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(cmsUrl(`/api/public/documents/${token}${action}`), {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
    signal: AbortSignal.timeout(action === "/pdf" ? PDF_TIMEOUT_MS : READ_TIMEOUT_MS),
  });
}

/** What a failed read throws: the site's error page, with 429 when the visitor is asked to wait. */
function unexpected(response: Response, what: string): Response | CmsError {
  void response.body?.cancel();
  if (response.status === 429) return new Response("Too Many Requests", { status: 429 });
  return new CmsError(`cms answered ${response.status} to ${what} of a client document`, response.status);
}

/** The document a token opens; null when it opens none (wrong, expired or revoked: the cms does not say which). */
export async function readClientDocument(request: Request, token: string): Promise<PublicDocument | null> {
  const response = await callCms(request, token, "");
  if (!response || response.status === 404) {
    void response?.body?.cancel();
    return null;
  }
  if (!response.ok) throw unexpected(response, "the read");
  return ((await response.json()) as { data: PublicDocument }).data;
}

/** The document's PDF as the cms streams it, with the private headers; null when the token opens nothing. */
export async function clientDocumentPdf(request: Request, token: string): Promise<Response | null> {
  const response = await callCms(request, token, "/pdf");
  if (!response || response.status === 404) {
    void response?.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) throw unexpected(response, "the PDF");
  const headers = new Headers(CLIENT_DOCUMENT_HEADERS);
  headers.set("Content-Type", response.headers.get("Content-Type") ?? "application/pdf");
  headers.set("Content-Disposition", response.headers.get("Content-Disposition") ?? "attachment");
  const length = response.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(response.body, { headers });
}

export type AnswerForm = "accept" | "reject";
export type AnswerField = "fullName" | "approved" | "comment" | "reason";

/** What the answer forms show after a refused post: the form's message, each field's, and what was typed. */
export interface AnswerFailure {
  ok: false;
  form: AnswerForm;
  error: string | null;
  fieldErrors: Partial<Record<AnswerField, string>>;
  values: Partial<Record<AnswerField, string>>;
}

export type AnswerResult = { ok: true } | AnswerFailure;

const BLOCK_REASONS = ["draft", "expired", "accepted", "rejected", "converted", "not-quote", "changed"] as const;
type BlockReason = QuoteAnswerBlock | "not-quote" | "changed";
const isBlockReason = (value: unknown): value is BlockReason => BLOCK_REASONS.some((reason) => reason === value);

/** A field's message in the visitor's language, from the French one of the shared schema (or of the cms). */
function fieldError(t: TFunction, field: string, message: string | undefined): [AnswerField, string] | null {
  switch (field) {
    case "fullName":
      return [
        field,
        message === SHARE_MESSAGES.fullName
          ? t("clientDocument.accept.errors.fullName")
          : t("clientDocument.errors.tooLong"),
      ];
    case "approved":
      return [field, t("clientDocument.accept.errors.approved")];
    case "comment":
    case "reason":
      return [field, t("clientDocument.errors.tooLong")];
    default:
      return null;
  }
}

function fieldErrors(t: TFunction, issues: Array<[string, string | undefined]>): Partial<Record<AnswerField, string>> {
  const errors: Partial<Record<AnswerField, string>> = {};
  for (const [field, message] of issues) {
    const error = fieldError(t, field, message);
    if (error && !errors[error[0]]) errors[error[0]] = error[1];
  }
  return errors;
}

/** The form posted, what was typed in it, and the body the cms takes once the shared schema accepts it. */
function readAnswer(formData: FormData) {
  const text = (name: AnswerField) => String(formData.get(name) ?? "");
  const version = String(formData.get("version") ?? "");
  if (formData.get("intent") === "reject") {
    const values = { reason: text("reason") };
    const parsed = quoteRejectionSchema.safeParse(values);
    return {
      form: "reject" as const,
      values,
      parsed,
      body: parsed.data && { reason: parsed.data.reason || undefined, version },
    };
  }
  const values = {
    fullName: text("fullName"),
    approved: formData.get("approved") === null ? "" : "on",
    comment: text("comment"),
  };
  const parsed = quoteAcceptanceSchema.safeParse({ ...values, approved: values.approved === "on" });
  const body = parsed.data && { ...parsed.data, comment: parsed.data.comment || undefined, version };
  return { form: "accept" as const, values, parsed, body };
}

/**
 * "Accepter le devis" or "Refuser", checked with the shared schema, then sent to the cms. Null when the token
 * opens nothing (any more); otherwise what the page shows, in the visitor's language, keeping what was typed.
 */
export async function answerQuote(
  request: Request,
  token: string,
  formData: FormData,
  t: TFunction,
): Promise<AnswerResult | null> {
  const { form, values, parsed, body } = readAnswer(formData);
  const failure = (error: string | null, errors: AnswerFailure["fieldErrors"] = {}): AnswerFailure => ({
    ok: false,
    form,
    error,
    fieldErrors: errors,
    values,
  });
  if (!parsed.success) {
    return failure(
      null,
      fieldErrors(
        t,
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]),
      ),
    );
  }

  let response: Response | null;
  try {
    response = await callCms(request, token, `/${form}`, body);
  } catch (error) {
    console.error(`cms POST /api/public/documents/…/${form} failed:`, error);
    return failure(t("clientDocument.errors.send"));
  }
  if (!response || response.status === 404) {
    void response?.body?.cancel();
    return null;
  }
  if (response.ok) {
    void response.body?.cancel();
    return { ok: true };
  }
  const json = (await response.json().catch(() => ({}))) as {
    error?: { message?: string; details?: { reason?: unknown; errors?: Record<string, string> } };
  };
  const details = json.error?.details;
  if (response.status === 409 && isBlockReason(details?.reason)) {
    return failure(t(`clientDocument.blocked.${details.reason}`));
  }
  const refused = response.status === 400 && details?.errors ? fieldErrors(t, Object.entries(details.errors)) : {};
  if (Object.keys(refused).length > 0) return failure(null, refused);
  if (response.status === 429) return failure(t("clientDocument.errors.tooMany"));
  console.error(
    `cms POST /api/public/documents/…/${form} answered ${response.status}: ${json.error?.message ?? "no message"}`,
  );
  return failure(t("clientDocument.errors.send"));
}
