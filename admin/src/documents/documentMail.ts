import { zodResolver } from "@hookform/resolvers/zod";
import { documentMailSchema } from "@agency/shared";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A mail the send dialog edits and the server sends with the document's PDF: addresses trimmed, copies listed. */
export type DocumentMail = z.output<typeof documentMailSchema>;

const checkMail = zodResolver(documentMailSchema as z.ZodType<DocumentMail, FieldValues>);

/**
 * The send form's validation: the shared `documentMailSchema`, the server's own rules and messages.
 * A wrong copy address is reported on the Cc input as a whole: its chips have no message of their own.
 */
export const documentMailResolver: Resolver<FieldValues, unknown, DocumentMail> = async (values, context, options) => {
  const result = await checkMail(values, context, options);
  const copies: unknown = result.errors.cc;
  if (!Array.isArray(copies)) return result;
  // The schema's errors by address, e.g. [undefined, { message }]: the first one speaks for the input.
  const errors: FieldErrors = { ...result.errors };
  errors.cc = (copies as Array<FieldError | undefined>).find(Boolean);
  return { values: {}, errors };
};
