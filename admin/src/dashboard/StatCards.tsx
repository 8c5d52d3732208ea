import { useId } from "react";
import { Box, Card, CardContent, Link, Typography } from "@mui/material";
import { formatDH } from "@agency/shared";
import { Link as RouterLink } from "react-router-dom";
import type { DashboardSummary } from "./summary";
import { useDashboardTranslate } from "./useDashboardTranslate";

/** Where a card leads, e.g. the list its figure comes from. */
interface CardLink {
  to: string;
  label: string;
}

/** One figure; a named region, so it reads "Clients 12". */
const StatCard = ({ title, value, link }: { title: string; value: string; link?: CardLink }) => {
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
        {link && (
          <Link component={RouterLink} to={link.to} variant="body2">
            {link.label}
          </Link>
        )}
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
  const cards: Array<{ key: string; value: string; link?: CardLink }> = [
    { key: "clients", value: count(summary.clientsCount) },
    { key: "invoices", value: count(summary.invoicesCount) },
    { key: "quotes", value: count(summary.quotesCount) },
    { key: "revenue", value: formatDH(summary.revenueTotal) },
    { key: "pending_payments", value: formatDH(summary.pendingPayments) },
    { key: "deliveries", value: count(summary.deliveriesCount) },
    {
      key: "recurring_monthly",
      value: formatDH(summary.recurringMonthly),
      link: { to: "/recurring-invoices", label: t("stats.recurring_link") },
    },
  ];
  return (
    <Box sx={cardGrid}>
      {cards.map(({ key, value, link }) => (
        <StatCard key={key} title={t(`stats.${key}`)} value={value} link={link} />
      ))}
    </Box>
  );
};
