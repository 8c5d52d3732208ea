import { INVOICE_STATE_LABELS } from "@agency/shared";
import { z } from "zod";

const alertSchema = z.object({
  type: z.enum(["overdue-invoices", "expiring-quotes", "expired-quotes", "unread-messages", "deliveries-due"]),
  severity: z.enum(["error", "warning", "info"]),
  count: z.number(),
  link: z.string(),
});

const activitySchema = z.object({
  kind: z.enum(["invoice", "quote", "delivery"]),
  documentId: z.string(),
  // A draft invoice has no number yet: it is shown as a draft.
  number: z
    .string()
    .nullable()
    .transform((number) => number ?? INVOICE_STATE_LABELS.draft),
  clientName: z.string().nullable(),
  totalAmount: z.number().nullable(),
  issueDate: z.string(),
  status: z.string(),
});

/** A calendar month's sales: issued invoices less credit notes, and payments received. */
const monthFiguresSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  invoiced: z.number(),
  collected: z.number(),
});

/** `GET /api/tableux` as the communication contract describes it. */
export const dashboardSummarySchema = z.object({
  clientsCount: z.number(),
  invoicesCount: z.number(),
  quotesCount: z.number(),
  revenueTotal: z.number(),
  pendingPayments: z.number(),
  deliveriesCount: z.number(),
  alerts: z.array(alertSchema),
  recentActivities: z.array(activitySchema),
  /** The last twelve months, oldest first. */
  monthly: z.array(monthFiguresSchema),
  /** What the running retainers invoice in a month, their quarterly and yearly totals spread over the months. */
  recurringMonthly: z.number(),
});

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type DashboardAlert = DashboardSummary["alerts"][number];
export type DashboardActivity = DashboardSummary["recentActivities"][number];
export type MonthFigures = DashboardSummary["monthly"][number];
