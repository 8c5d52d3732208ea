import { AGEING_BUCKETS, type AgeingBucket } from "@agency/shared";
import { z } from "zod";

const amount = z.number();

const amountsShape = {
  current: amount,
  days1to30: amount,
  days31to60: amount,
  days61to90: amount,
  over90: amount,
  total: amount,
} satisfies Record<AgeingBucket | "total", typeof amount>;

const ageingRowSchema = z.object({ clientId: z.string(), name: z.string(), ...amountsShape });

/** `GET /api/reports/ageing?date=…`: what each client owes on that day, by lateness, and the totals. */
export const ageingReportSchema = z.object({
  date: z.string(),
  rows: z.array(ageingRowSchema),
  totals: z.object(amountsShape),
});

export type AgeingReport = z.infer<typeof ageingReportSchema>;
export type AgeingRow = AgeingReport["rows"][number];
export type AgeingAmounts = AgeingReport["totals"];

/** The report's amount columns, in the order of the server's exports: the buckets, then "Total dû". */
export const AGEING_AMOUNT_COLUMNS: ReadonlyArray<keyof AgeingAmounts> = [
  ...AGEING_BUCKETS.map((bucket) => bucket.key),
  "total",
];

/** The report as JSON, or as the server's PDF or Excel file. */
export const ageingReportPath = (date: string, format: "json" | "pdf" | "xlsx" = "json"): string =>
  `/api/reports/ageing?${new URLSearchParams({ date, format }).toString()}`;
