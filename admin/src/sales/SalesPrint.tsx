import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { useParams } from "react-router-dom";
import { PrintPage } from "../documents/PrintPage";
import type { SalesShowKind } from "./SalesShow";
import { StatusChip } from "./StatusChip";
import { useSalesDocument } from "./useSalesDocument";

/** /invoices/:id/print and /quotes/:id/print: the document as on its page, alone and printed. */
export const SalesPrint = <V extends FieldValues, P extends object, R extends { id: string; status: string }>({
  kind,
}: {
  kind: SalesShowKind<V, P, R>;
}) => {
  const { form, schema, Document } = kind;
  const { id = "" } = useParams();
  const { state } = useSalesDocument(form.resource, id, schema);
  const translate = useTranslate();
  return (
    <PrintPage state={state} numberOf={form.numberOf} backTo={`/${form.resource}/${encodeURIComponent(id)}`}>
      {(record) => (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h5" component="h1">
              {translate(`app.sales.${form.kind}.show_title`, { number: form.numberOf(record) })}
            </Typography>
            <StatusChip kind={form.kind} status={record.status} variant="detail" />
          </Stack>
          <Document record={record} />
        </Stack>
      )}
    </PrintPage>
  );
};
