import { creditNoteSchema, remainingLines, zodFieldErrors, type CreditableLine, type StoredLine } from "@agency/shared";
import type { CreditNoteDraft } from "../providers/dataProvider";

/** The "Établir un avoir" form: a reason, the whole rest or some lines, and a quantity per line. */
export interface CreditNoteFormValues {
  reason: string;
  scope: "all" | "lines";
  quantities: Array<number | null>;
}

/** What is left to credit of each invoice line, once earlier credit notes are taken off. */
export const creditableLines = (lines: readonly StoredLine[], credited: readonly CreditableLine[]): StoredLine[] =>
  remainingLines(lines, credited);

export const newCreditNoteValues = (lines: readonly StoredLine[]): CreditNoteFormValues => ({
  reason: "",
  scope: "all",
  quantities: lines.map(() => 0),
});

export const creditNotePayload = (values: CreditNoteFormValues, lines: readonly StoredLine[]): CreditNoteDraft => {
  const reason = values.reason.trim();
  if (values.scope === "all") return { reason };
  const items = lines.flatMap((line, index) => {
    const quantity = values.quantities[index] ?? 0;
    if (!(quantity > 0)) return [];
    const { description, unit, unitPrice, discount, taxRate } = line;
    return [{ description, quantity, unit: unit ?? null, unitPrice, discount, taxRate }];
  });
  return { reason, items };
};

/**
 * The shared schema's messages under each field, plus what only the screen knows: at least
 * one line chosen, never more of a line than is left of it.
 */
export const validateCreditNote = (
  values: CreditNoteFormValues,
  lines: readonly StoredLine[],
  messages: { nothingChosen: string; tooMuch: (max: number) => string },
): Record<string, unknown> => {
  const errors: Record<string, unknown> = {};
  const parsed = creditNoteSchema.safeParse(creditNotePayload(values, lines));
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors(parsed.error);
    if (fieldErrors.reason) errors.reason = fieldErrors.reason;
  }
  if (values.scope === "lines") {
    const quantities = lines.map((line, index) => {
      const quantity = values.quantities[index] ?? 0;
      return quantity > line.quantity ? messages.tooMuch(line.quantity) : undefined;
    });
    if (quantities.some(Boolean)) errors.quantities = quantities;
    else if (!lines.some((_, index) => (values.quantities[index] ?? 0) > 0)) errors.scope = messages.nothingChosen;
  }
  return errors;
};
