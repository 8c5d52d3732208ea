import type { ReactNode } from "react";
import { Box, Link, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import type { DeliveryDetail } from "./deliveryAnswers";
import { RowsTable } from "../fields/RowsTable";
import { writtenText } from "../fields/writtenText";
import { StatusChip } from "../sales/StatusChip";
import { frenchDateOrDash } from "@agency/shared";

/** A label and its value; empty values show a dash. */
const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  // A div, not a paragraph: the status line holds a chip, which is a div.
  <Typography component="div" variant="body2" sx={{ whiteSpace: "pre-line", mb: 0.5 }}>
    <Box component="span" sx={{ fontWeight: "bold" }}>
      {label} :
    </Box>{" "}
    {children === "" ? "-" : children}
  </Typography>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mt: 3 }}>
    <Typography component="h2" variant="subtitle1" fontWeight="bold" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** What /delivery/:id shows of a delivery note (spec 001 point 2); no amounts. */
export const DeliveryDetailBody = ({ delivery }: { delivery: DeliveryDetail }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.delivery_screen.${key}`);
  const { client, invoice } = delivery;
  return (
    <>
      <Line label={t("show.status")}>
        <StatusChip kind="delivery" status={delivery.status} />
      </Line>
      <Line label={t("show.number")}>{delivery.deliveryNumber}</Line>
      <Line label={t("show.issueDate")}>{frenchDateOrDash(delivery.issueDate)}</Line>
      <Line label={t("show.deliveryDate")}>{frenchDateOrDash(delivery.deliveryDate)}</Line>

      <Section title={t("client.title")}>
        <Line label={t("client.name")}>{client?.name ?? ""}</Line>
        <Line label={t("client.contact")}>{client?.contactName ?? ""}</Line>
        <Line label={t("client.email")}>{client?.email ?? ""}</Line>
        <Line label={t("client.phone")}>{client?.phone ?? ""}</Line>
        <Line label={t("client.address")}>{client?.address ?? ""}</Line>
      </Section>

      <Section title={t("show.delivery")}>
        <Line label={t("show.invoice")}>
          {invoice ? (
            <Link component={RouterLink} to={`/invoices/${encodeURIComponent(invoice.documentId)}`}>
              {invoice.invoiceNumber}
            </Link>
          ) : (
            ""
          )}
        </Line>
        <Line label={t("fields.deliveryAddress")}>{delivery.deliveryAddress}</Line>
        <Line label={t("fields.transportInfo")}>{delivery.transportInfo}</Line>
      </Section>

      <Section title={t("show.items")}>
        <RowsTable
          rows={delivery.items}
          // Lines have no key of their own and never move on this read-only page.
          rowKey={(_, index) => index}
          columns={[
            { header: t("items.description"), cell: (item) => item.description },
            { header: t("items.quantity"), cell: (item) => item.quantity, align: "right" },
            { header: t("items.note"), cell: (item) => item.note || "-" },
          ]}
        />
      </Section>

      <Section title={t("fields.notes")}>
        <Typography variant="body2" sx={writtenText}>
          {delivery.notes || "-"}
        </Typography>
      </Section>
    </>
  );
};
