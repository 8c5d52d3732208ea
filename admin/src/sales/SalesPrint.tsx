import type { PricedKind } from "@agency/shared";
import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { useParams } from "react-router-dom";
import type { CompanyDetails } from "../delivery/deliveryAnswers";
import { PrintPage } from "../documents/PrintPage";
import type { DocumentFact } from "./DocumentView";
import { PrintedSalesDocument, type PrintableRecord } from "./PrintedSalesDocument";
import type { SalesShowKind } from "./SalesShow";
import { StatusChip } from "./StatusChip";
import { useSalesDocument } from "./useSalesDocument";

interface SalesPrintProps<V extends FieldValues, P extends object, R extends PrintableRecord> {
  kind: SalesShowKind<V, P, R>;
  /** Its closing sentence and totals, as in its PDF. */
  priced: PricedKind;
  /** Number, dates and terms, beside the client (an invoice's with the company's RIB). */
  facts: (record: R, company: CompanyDetails | null) => readonly (DocumentFact | false)[];
}

/** /invoices/:id/print and /quotes/:id/print: the document as its PDF shows it, alone and printed. */
export const SalesPrint = <V extends FieldValues, P extends object, R extends PrintableRecord>({
  kind,
  priced,
  facts,
}: SalesPrintProps<V, P, R>) => {
  const { form, schema } = kind;
  const { id = "" } = useParams();
  const { state } = useSalesDocument(form.resource, id, schema);
  const translate = useTranslate();
  return (
    <PrintPage state={state} numberOf={form.numberOf} backTo={`/${form.resource}/${encodeURIComponent(id)}`}>
      {(record, company) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h5" component="h1">
              {translate(`app.sales.${form.kind}.show_title`, { number: form.numberOf(record) })}
            </Typography>
            <StatusChip kind={form.kind} status={record.status} variant="detail" />
          </Stack>
          <PrintedSalesDocument kind={priced} record={record} facts={facts(record, company)} />
        </Stack>
      )}
    </PrintPage>
  );
};
