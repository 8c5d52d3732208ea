import { Box } from "@mui/material";
import { visuallyHidden } from "../layout/visuallyHidden";

interface ChartFiguresProps {
  caption: string;
  /** The header of the first column, naming the chart's categories (months, buckets). */
  categoryHeader: string;
  categories: readonly string[];
  series: ReadonlyArray<{ label: string; values: readonly string[] }>;
}

/** A chart's figures as a table that screen readers read and the eye does not see: its text alternative. */
export const ChartFigures = ({ caption, categoryHeader, categories, series }: ChartFiguresProps) => (
  <Box sx={visuallyHidden}>
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map(({ label }) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map(({ label, values }) => (
              <td key={label}>{values[index]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </Box>
);
