import type { ReactNode } from "react";
import { Box, Link, Typography } from "@mui/material";
import { companyDocumentHref, type ClientRecord } from "./clientRecord";
import { useClientTranslate, type ClientMessageKey } from "./clientTranslate";

/** The client's contact details as a description list; a missing value shows a dash. */
export const ClientContactDetails = ({ client }: { client: ClientRecord }) => {
  const t = useClientTranslate();
  const rows: Array<[ClientMessageKey, ReactNode]> = [
    ["fields.email", <Link href={`mailto:${client.email}`}>{client.email}</Link>],
    ["fields.phone", <Link href={`tel:${client.phone.replace(/[^\d+]/g, "")}`}>{client.phone}</Link>],
    ["fields.address", client.address],
    ["fields.contactName", client.contactName],
    ["fields.salesRep", client.salesRep],
    ["fields.ice", client.ice],
    ["fields.fiscalId", client.fiscalId],
    ["fields.notes", client.notes],
    [
      "fields.document",
      client.document && (
        <Link href={companyDocumentHref(client.document.url)} target="_blank" rel="noopener noreferrer" download>
          {client.document.name}
        </Link>
      ),
    ],
  ];

  return (
    <Box component="section">
      <Typography component="h2" variant="h6" gutterBottom>
        {t("overview.contact")}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-line" }}>
              {value || t("overview.not_provided")}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
