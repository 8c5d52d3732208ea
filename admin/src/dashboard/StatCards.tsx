import { useId } from "react";
import { Box, Card, CardContent, Typography } from "@mui/material";
import { formatDH } from "@agency/shared";
import type { DashboardSummary } from "./summary";
import { useDashboardTranslate } from "./useDashboardTranslate";

/** One figure; a named region, so it reads "Clients 12". */
const StatCard = ({ title, value }: { title: string; value: string }) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** One column on phones, two on tablets, three on large screens; the skeleton draws the same grid. */
export const cardGrid = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
  gap: 2,
} as const;

export const StatCards = ({ summary }: { summary: DashboardSummary }) => {
  const t = useDashboardTranslate();
  const count = (n: number) => n.toLocaleString("fr-FR");
  const cards = [
    { key: "clients", value: count(summary.clientsCount) },
    { key: "invoices", value: count(summary.invoicesCount) },
    { key: "quotes", value: count(summary.quotesCount) },
    { key: "revenue", value: formatDH(summary.revenueTotal) },
    { key: "pending_payments", value: formatDH(summary.pendingPayments) },
    { key: "deliveries", value: count(summary.deliveriesCount) },
  ];
  return (
    <Box sx={cardGrid}>
      {cards.map(({ key, value }) => (
        <StatCard key={key} title={t(`stats.${key}`)} value={value} />
      ))}
    </Box>
  );
};
