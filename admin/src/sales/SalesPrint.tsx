import { Stack, Typography } from "@mui/material";
import type { ComponentType } from "react";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import type { z } from "zod";
import { PrintPage } from "../documents/PrintPage";
import type { SalesResource } from "../providers/salesMethods";
import { StatusChip } from "./StatusChip";
import { useSalesDocument } from "./useSalesDocument";

interface SalesPrintProps<R extends { status: string }> {
  kind: "invoice" | "quote";
  resource: SalesResource;
  schema: z.ZodType<R>;
  numberOf: (record: R) => string;
  /** The document as its page shows it. */
  Document: ComponentType<{ record: R }>;
}

/** /invoices/:id/print and /quotes/:id/print: the document as on its page, alone and printed. */
export const SalesPrint = <R extends { status: string }>({
  kind,
  resource,
  schema,
  numberOf,
  Document,
}: SalesPrintProps<R>) => {
  const { id = "" } = useParams();
  const { state } = useSalesDocument(resource, id, schema);
  const translate = useTranslate();
  return (
    <PrintPage state={state} numberOf={numberOf} backTo={`/${resource}/${encodeURIComponent(id)}`}>
      {(record) => (
        <Stack spacing={3}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h5" component="h1">
              {translate(`app.sales.${kind}.show_title`, { number: numberOf(record) })}
            </Typography>
            <StatusChip kind={kind} status={record.status} variant="detail" />
          </Stack>
          <Document record={record} />
        </Stack>
      )}
    </PrintPage>
  );
};
