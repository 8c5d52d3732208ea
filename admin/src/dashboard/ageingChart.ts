import { AGEING_BUCKETS } from "@agency/shared";
import type { AgeingAmounts } from "../reports/ageingReport";

/** One bar per lateness bucket, in the report's column order, with its total over all clients. */
export const ageingChartBars = (totals: AgeingAmounts) =>
  AGEING_BUCKETS.map(({ key, label }) => ({ key, label, amount: totals[key] }));
