import { createHash } from "node:crypto";
import { answeredContent } from "@agency/shared";

/**
 * A quote's content as the client reads it, as a short fingerprint: the page sends it back with the answer, and the
 * journal's entry of the answer keeps it, so what was accepted is the content that bears it.
 */
export const quoteVersion = (quote: object): string =>
  createHash("sha256")
    .update(answeredContent(quote as Record<string, unknown>))
    .digest("hex")
    .slice(0, 32);
