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
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        {/* Two figures a row on a phone, smaller there: a long amount may put "DH" under its digits, never split them. */}
        <Typography variant="h5" component="p" sx={{ fontSize: { xs: "1.1rem", sm: undefined } }}>
          {value.replace(/ (?=\d)/g, "\u00a0")}
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

/**
 * Two columns up to tablets, three on large screens; the skeleton draws the same grid. A last card alone in a row of
 * two takes the whole row rather than leave a hole beside it.
 */
export const cardGrid = {
  display: "grid",
  gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
  gap: { xs: 1, sm: 2 },
  "& > :last-child:nth-child(odd)": { gridColumn: { xs: "1 / -1", lg: "auto" } },
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
