import { formatDH, frenchDateOrDash } from "@agency/shared";
import { Link } from "@mui/material";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { RowsTable, TitledSection } from "../fields/RowsTable";
import type { CreditNoteRecord } from "./creditNoteRecord";
import { creditSplit } from "./CreditSplitField";

const splitText = (note: CreditNoteRecord, part: "deducted" | "owedBack") => {
  const amount = creditSplit(note, part);
  return amount === null ? "—" : formatDH(amount);
};

/** The credit notes that correct an invoice, each linked to its page. */
export const InvoiceCreditNotes = ({ creditNotes }: { creditNotes: CreditNoteRecord[] }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`app.credit_notes.fields.${name}`);
  const title = translate("app.credit_notes.title");
  return (
    <TitledSection title={title}>
      <RowsTable
        label={title}
        rows={creditNotes}
        rowKey={(note) => note.id}
        empty={translate("app.credit_notes.none")}
        columns={[
          {
            header: field("creditNoteNumber"),
            nowrap: true,
            cell: (note) => (
              <Link component={RouterLink} to={`/credit-notes/${encodeURIComponent(note.id)}`}>
                {note.creditNoteNumber}
              </Link>
            ),
          },
          { header: field("issueDate"), cell: (note) => frenchDateOrDash(note.issueDate), nowrap: true },
          { header: field("reason"), cell: (note) => note.reason },
          { header: field("totalAmount"), cell: (note) => formatDH(note.totalAmount), align: "right", nowrap: true },
          {
            header: field("deducted"),
            cell: (note) => splitText(note, "deducted"),
            align: "right",
            nowrap: true,
          },
          {
            header: field("owedBack"),
            cell: (note) => splitText(note, "owedBack"),
            align: "right",
            nowrap: true,
          },
        ]}
      />
    </TitledSection>
  );
};
