import { formatDH, formatFrenchDate, labelFor, monthlyAmount, RECURRENCE_FREQUENCY_LABELS } from "@agency/shared";
import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Link, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useId, useMemo } from "react";
import { useGetList, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { Link as RouterLink } from "react-router-dom";
import { useToday } from "../fields/useToday";
import { serverMessageOf } from "../providers/http";
import { currentRetainers, type RecurringRecord } from "./recurringRecord";

const Retainer = ({ retainer }: { retainer: RecurringRecord }) => {
  const translate = useTranslate();
  const perMonth = formatDH(monthlyAmount(retainer.totalAmount, retainer.frequency));
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <Link component={RouterLink} to={`/recurring-invoices/${encodeURIComponent(retainer.id)}`}>
            {translate("app.recurring.client_section.per_month", { amount: perMonth })}
          </Link>
        }
        secondary={[
          translate("app.recurring.client_section.summary", {
            frequency: labelFor(RECURRENCE_FREQUENCY_LABELS, retainer.frequency),
            total: formatDH(retainer.totalAmount),
          }),
          translate("app.recurring.next_invoice", { date: formatFrenchDate(retainer.nextDate) }),
        ].join(" · ")}
      />
    </ListItem>
  );
};

/** The client's running retainers on its overview: amount per month, frequency, next invoice, and a new one. */
export const ClientRetainers = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const titleId = useId();
  const { data, error, isPending } = useGetList(
    "recurringInvoices",
    {
      filter: { client: clientId, active: true },
      sort: { field: "nextDate", order: "ASC" },
      pagination: { page: 1, perPage: 50 },
    },
    { retry: false },
  );
  const today = useToday();
  const retainers = useMemo(() => (today === undefined ? [] : currentRetainers(data ?? [], today)), [data, today]);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <Typography id={titleId} component="h2" variant="h6">
          {translate("app.recurring.client_section.title")}
        </Typography>
        <ActionButton
          component={RouterLink}
          to={`/recurring-invoices/create?client=${encodeURIComponent(clientId)}`}
          label="app.recurring.new"
          variant="outlined"
        >
          <AddIcon />
        </ActionButton>
      </Stack>
      {(isPending || today === undefined) && !error && (
        <Typography role="status">{translate("app.recurring.client_section.loading")}</Typography>
      )}
      {error && (
        <Alert severity="error">{serverMessageOf(error) ?? translate("app.recurring.client_section.failed")}</Alert>
      )}
      {!isPending && today !== undefined && !error && retainers.length === 0 && (
        <Typography color="text.secondary">{translate("app.recurring.client_section.empty")}</Typography>
      )}
      {retainers.length > 0 && (
        <List dense>
          {retainers.map((retainer) => (
            <Retainer key={retainer.id} retainer={retainer} />
          ))}
        </List>
      )}
    </Box>
  );
};
