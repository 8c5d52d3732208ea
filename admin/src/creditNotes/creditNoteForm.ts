import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { computeTotals, creditNoteSchema, remainingLines, type CreditableLine, type StoredLine } from "@agency/shared";
import type { CreditNoteDraft } from "../providers/dataProvider";

const SCOPES = ["all", "lines"] as const;

/** The "Établir un avoir" form: a reason, the whole rest or some lines, and a quantity per line. */
export interface CreditNoteFormValues {
  reason: string;
  scope: (typeof SCOPES)[number];
  quantities: Array<number | null>;
}

/** The messages of the rules only the screen knows, in the user's language. */
export interface CreditNoteScreenMessages {
  nothingChosen: string;
  tooMuch: (max: number) => string;
}

/** What is left to credit of each invoice line, once earlier credit notes are taken off. */
export const creditableLines = (lines: readonly StoredLine[], credited: readonly CreditableLine[]): StoredLine[] =>
  remainingLines(lines, credited);

export const newCreditNoteValues = (lines: readonly StoredLine[]): CreditNoteFormValues => ({
  reason: "",
  scope: "all",
  quantities: lines.map(() => 0),
});

/**
 * The dialog's rules: the reason as the shared `creditNoteSchema` checks it, then, when some lines
 * are credited, at least one chosen and never more of a line than is left of it. The lines credited
 * are the invoice's own, so their other rules are the server's.
 */
const creditNoteFormSchema = (lines: readonly StoredLine[], messages: CreditNoteScreenMessages) =>
  creditNoteSchema
    .pick({ reason: true })
    .extend({ scope: z.enum(SCOPES), quantities: z.array(z.number().nullable()) })
    .superRefine(
      ({ scope, quantities }, ctx) => {
        if (scope !== "lines") return;
        const quantity = (index: number) => quantities[index] ?? 0;
        let fits = true;
        lines.forEach((line, index) => {
          if (quantity(index) <= line.quantity) return;
          fits = false;
          ctx.addIssue({ code: "custom", path: ["quantities", index], message: messages.tooMuch(line.quantity) });
        });
        if (fits && !lines.some((_, index) => quantity(index) > 0)) {
          ctx.addIssue({ code: "custom", path: ["scope"], message: messages.nothingChosen });
        }
      },
      // Also run when the reason is missing, so that every message shows at once.
      { when: () => true },
    );

/** The form's validation; it answers the checked values, the reason trimmed. */
export const creditNoteResolver = (lines: readonly StoredLine[], messages: CreditNoteScreenMessages) =>
  zodResolver(creditNoteFormSchema(lines, messages) as z.ZodType<CreditNoteFormValues, FieldValues>);

/** The credit note to establish: the whole rest of the invoice, or the chosen quantities of its lines. */
export const creditNotePayload = (values: CreditNoteFormValues, lines: readonly StoredLine[]): CreditNoteDraft => {
  if (values.scope === "all") return { reason: values.reason };
  const items = lines.flatMap((line, index) => {
    const quantity = values.quantities[index] ?? 0;
    if (!(quantity > 0)) return [];
    const { description, unit, unitPrice, discount, taxRate } = line;
    return [{ description, quantity, unit: unit ?? null, unitPrice, discount, taxRate }];
  });
  return { reason: values.reason, items };
};

/** What the credit note being chosen amounts to, TTC: the server prices the same lines the same way. */
export const creditNoteAmount = (
  choice: Pick<CreditNoteFormValues, "scope" | "quantities">,
  lines: readonly StoredLine[],
): number => computeTotals(creditNotePayload({ reason: "", ...choice }, lines).items ?? lines).totalAmount;
