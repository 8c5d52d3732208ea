import type { MouseEvent } from "react";
import AddIcon from "@mui/icons-material/Add";
import { Button, Stack, Typography } from "@mui/material";
import { Datagrid, FunctionField, Link, Pagination, ReferenceManyField, type RaRecord } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { ExportButtons } from "../documents/ExportButtons";
import { PrintRowButton } from "../documents/PrintLinks";
import { MoneyField } from "../fields/MoneyField";
import { referenceFilterField } from "../providers/strapiQuery";
import { useClientTranslate } from "./clientTranslate";
import { formatFrenchDate } from "@agency/shared";
import {
  newSalesDocumentPath,
  salesDocumentKinds,
  salesDocumentPath,
  type SalesDocumentKind,
} from "./salesDocumentKinds";

interface ClientDocumentsTabProps {
  kind: SalesDocumentKind;
  clientId: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

// The number is a real link (keyboard, new tab); its click must not also run the row's.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The client's invoices, quotes or delivery notes, newest first, with their exports and a print
 * button per row. ReferenceManyField asks the dataProvider for `target="client"`, which it turns
 * into `filters[client][documentId][$eq]`; the exports add the same filter themselves. No
 * `empty` on the field: it would hide the create and export buttons along with the table.
 */
export const ClientDocumentsTab = ({ kind, clientId }: ClientDocumentsTabProps) => {
  const t = useClientTranslate();
  const info = salesDocumentKinds[kind];
  const pathOf = (record: RaRecord) => salesDocumentPath(kind, String(record.id));

  return (
    <ReferenceManyField
      reference={info.resource}
      target="client"
      sort={{ field: "issueDate", order: "DESC" }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
          <Button
            component={RouterLink}
            to={newSalesDocumentPath(kind, clientId)}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ mr: "auto" }}
          >
            {t(`kinds.${kind}.create`)}
          </Button>
          {/* The tab's documents with its sort: the list in context, restricted to this client. */}
          <ExportButtons
            resource={info.resource}
            filter={{ [referenceFilterField(info.resource, "client")]: clientId }}
          />
        </Stack>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => salesDocumentPath(kind, String(id))}
          empty={<Typography sx={{ p: 2 }}>{t(`kinds.${kind}.empty`)}</Typography>}
        >
          <FunctionField
            source={info.numberField}
            label={t("documents.number")}
            render={(record: RaRecord) => (
              <Link to={pathOf(record)} onClick={stopPropagation}>
                {text(record[info.numberField])}
              </Link>
            )}
          />
          <FunctionField
            source="issueDate"
            label={t("documents.date")}
            render={(record: RaRecord) => formatFrenchDate(text(record.issueDate))}
          />
          {info.hasAmount && <MoneyField source="totalAmount" label={t("documents.amount")} textAlign="right" />}
          <FunctionField
            source="status"
            label={t("documents.status")}
            render={(record: RaRecord) => info.statusLabel(text(record.status))}
          />
          <FunctionField
            label={t("documents.print")}
            textAlign="right"
            render={(record: RaRecord) => (
              <PrintRowButton
                resource={info.resource}
                documentId={String(record.id)}
                number={text(record[info.numberField])}
              />
            )}
          />
        </Datagrid>
      </Stack>
    </ReferenceManyField>
  );
};
