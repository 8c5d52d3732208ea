import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type OutboxStatus } from "@agency/shared";
import { Typography } from "@mui/material";
import { FunctionField, NumberField, TextField, useTranslate } from "react-admin";
import { RequireRole } from "../auth/RequireRole";
import { adminOnly } from "../auth/roles";
import { searchFilter } from "../fields/searchFilter";
import { TimestampField } from "../fields/TimestampField";
import { SalesList, type SalesListKind } from "../sales/SalesList";
import { MailStatusChip } from "./MailStatusChip";
import { FilterSelectInput } from "../fields/FilterSelectInput";

const statusChoices = OUTBOX_STATUSES.map((id) => ({ id, name: OUTBOX_STATUS_LABELS[id] }));

const filters = [
  ...searchFilter,
  <FilterSelectInput key="status" source="status" label="app.mails.filters.status" choices={statusChoices} alwaysOn />,
];

interface MailRow {
  status: OutboxStatus;
}

/** /mails: every mail the cms sent or is sending, newest first, filtered by status; a row opens its attempts. */
const mailList: SalesListKind = {
  resource: "mails",
  title: "app.mails.title",
  filters,
  sort: { field: "id", order: "DESC" },
  path: "/mails",
  messages: "app.mails",
  columns: [
    <TimestampField key="createdAt" source="createdAt" label="app.mails.fields.createdAt" />,
    <TextField key="to" source="to" label="app.mails.fields.to" />,
    <TextField key="subject" source="subject" label="app.mails.fields.subject" />,
    <TextField key="about" source="about" label="app.mails.fields.about" />,
    <FunctionField
      key="status"
      source="status"
      label="app.mails.fields.status"
      render={(mail: MailRow) => <MailStatusChip status={mail.status} />}
    />,
    <NumberField key="attempts" source="attempts" label="app.mails.fields.attempts" />,
    <TimestampField key="sentAt" source="sentAt" label="app.mails.fields.sentAt" />,
  ],
};

const Intro = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ mt: 2 }}>
      {translate("app.mails.intro")}
    </Typography>
  );
};

export const MailList = () => (
  <RequireRole allow={adminOnly}>
    <Intro />
    <SalesList kind={mailList} />
  </RequireRole>
);
