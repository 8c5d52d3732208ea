import { Stack, Typography } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useNavigate } from "react-router-dom";
import { DashboardBarChart } from "./DashboardBarChart";
import { monthInvoicesLink, monthlyChartData } from "./monthlyChart";
import type { MonthFigures } from "./summary";
import { useDashboardTranslate } from "./useDashboardTranslate";

/** "Facturé" and "Encaissé" for each of the last twelve months; a month opens its invoices. */
export const MonthlyChart = ({ monthly, labelledBy }: { monthly: readonly MonthFigures[]; labelledBy: string }) => {
  const t = useDashboardTranslate();
  const { palette } = useTheme();
  const navigate = useNavigate();
  const { months, labels, invoiced, collected } = monthlyChartData(monthly);
  return (
    <Stack spacing={1}>
      <DashboardBarChart
        labelledBy={labelledBy}
        categoryHeader={t("charts.month")}
        categories={labels}
        series={[
          { label: t("charts.invoiced"), data: invoiced, color: palette.primary.main },
          { label: t("charts.collected"), data: collected, color: palette.secondary.main },
        ]}
        onCategoryClick={(index) => navigate(monthInvoicesLink(months[index]!))}
      />
      <Typography variant="body2" color="text.secondary">
        {t("charts.monthly_hint")}
      </Typography>
    </Stack>
  );
};
