import { Box } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { frFR } from "@mui/x-charts/locales";
import { formatDH } from "@agency/shared";
import { ChartFigures } from "./ChartFigures";
import { useDashboardTranslate } from "./useDashboardTranslate";

const CHART_HEIGHT = 300;

const chartLocale = frFR.components.MuiChartsLocalizationProvider.defaultProps.localeText;

// "13 k", "1,3 M": the axis has room for a few characters; the tooltip and the table give the exact amount.
const compactAmount = new Intl.NumberFormat("fr-FR", { notation: "compact" });

const amountOrNothing = (value: number | null) => (value === null ? "" : formatDH(value));

interface DashboardBarChartProps {
  /** The id of the element naming the chart (its section's title). */
  labelledBy: string;
  /** What the categories are ("Mois", "Ancienneté"), for the table of figures. */
  categoryHeader: string;
  categories: readonly string[];
  /** Amounts in DH, one per category; `color` is a colour of the theme's palette. */
  series: ReadonlyArray<{ label: string; data: readonly number[]; color: string }>;
  /** A click on a category's band (or Enter on a focused bar) opens what explains it. */
  onCategoryClick: (index: number) => void;
  /** Horizontal bars leave room for long category names, each on its own line. */
  layout?: "vertical" | "horizontal";
}

/**
 * The dashboard's bar charts: a named figure holding MUI X's chart and, for screen readers,
 * a table of the same figures. Only the dashboard's lazy chunk imports it.
 */
export const DashboardBarChart = ({
  labelledBy,
  categoryHeader,
  categories,
  series,
  onCategoryClick,
  layout = "vertical",
}: DashboardBarChartProps) => {
  const t = useDashboardTranslate();
  const categoryAxis = { scaleType: "band" as const, data: [...categories] };
  const amountAxis = { valueFormatter: (value: number) => compactAmount.format(value) };
  const horizontal = layout === "horizontal";
  return (
    <Box role="figure" aria-labelledby={labelledBy}>
      <BarChart
        height={CHART_HEIGHT}
        localeText={chartLocale}
        layout={layout}
        xAxis={[horizontal ? amountAxis : categoryAxis]}
        yAxis={[horizontal ? { ...categoryAxis, width: 120 } : { ...amountAxis, width: 56 }]}
        series={series.map(({ label, data, color }) => ({
          label,
          data: [...data],
          color,
          valueFormatter: amountOrNothing,
        }))}
        hideLegend={series.length < 2}
        onAxisClick={(_event, axis) => {
          if (axis) onCategoryClick(axis.dataIndex);
        }}
        experimentalFeatures={{ keyboardActivation: true }}
        sx={{ cursor: "pointer" }}
      />
      <ChartFigures
        caption={t("charts.figures")}
        categoryHeader={categoryHeader}
        categories={categories}
        series={series.map(({ label, data }) => ({ label, values: data.map(formatDH) }))}
      />
    </Box>
  );
};
