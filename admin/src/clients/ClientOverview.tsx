import { Alert, Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { formatDH } from "@agency/shared";
import { serverMessageOf } from "../providers/http";
import { ClientContactDetails } from "./ClientContactDetails";
import type { ClientRecord } from "./clientRecord";
import type { ClientSummary } from "./clientSummary";
import { useClientTranslate } from "./clientTranslate";
import { ClientRetainers } from "../recurring/ClientRetainers";
import { RecentTransactions } from "./RecentTransactions";
import { useClientSummary } from "./useClientSummary";

const SummaryCards = ({ summary }: { summary: ClientSummary }) => {
  const t = useClientTranslate();
  const cards = [
    { title: t("overview.total_sales"), amount: summary.totalSales },
    { title: t("overview.credited"), amount: summary.credited },
    { title: t("overview.payments"), amount: summary.payments },
    { title: t("overview.amount_due"), amount: summary.amountDue },
    { title: t("overview.overdue"), amount: summary.overdue },
  ];
  return (
    <Stack spacing={1}>
      <Box
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(5, 1fr)" }, gap: 2 }}
      >
        {cards.map(({ title, amount }) => (
          <Card key={title} variant="outlined">
            <CardContent>
              <Typography component="h3" variant="subtitle2" color="text.secondary">
                {title}
              </Typography>
              <Typography variant="h5">{formatDH(amount)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          t("overview.invoices_count", { smart_count: summary.invoicesCount }),
          t("overview.quotes_count", { smart_count: summary.quotesCount }),
          t("overview.deliveries_count", { smart_count: summary.deliveriesCount }),
        ].join(" · ")}
      </Typography>
    </Stack>
  );
};

/** The "Aperçu" tab: financial summary, running retainers, contact details and the 3 latest documents. */
export const ClientOverview = ({ client }: { client: ClientRecord }) => {
  const t = useClientTranslate();
  const { data: summary, error } = useClientSummary(client.id);

  return (
    <Stack spacing={4}>
      <Box component="section">
        <Typography component="h2" variant="h6" gutterBottom>
          {t("overview.summary")}
        </Typography>
        {!summary && !error && <Typography role="status">{t("overview.summary_loading")}</Typography>}
        {error && <Alert severity="error">{serverMessageOf(error) ?? t("overview.summary_failed")}</Alert>}
        {summary && <SummaryCards summary={summary} />}
      </Box>
      <ClientRetainers clientId={client.id} />
      <ClientContactDetails client={client} />
      {summary && <RecentTransactions recent={summary.recent} />}
    </Stack>
  );
};
