import { useId, useState } from "react";
import { Box, Card, CardContent, Tab, Tabs } from "@mui/material";
import { ClientCreditNotesTab, ClientPaymentsTab } from "./ClientBookTabs";
import { ClientDocumentsTab } from "./ClientDocumentsTab";
import { ClientOverview } from "./ClientOverview";
import type { ClientRecord } from "./clientRecord";
import { useClientTranslate } from "./clientTranslate";
import { SALES_DOCUMENT_KINDS, type SalesDocumentKind } from "./salesDocumentKinds";

type ClientTab = "overview" | SalesDocumentKind | "creditNotes" | "payments";
const TABS: readonly ClientTab[] = ["overview", ...SALES_DOCUMENT_KINDS, "creditNotes", "payments"];

const tabLabel = (name: ClientTab): string =>
  name === "overview"
    ? "show.overview_tab"
    : name === "creditNotes"
      ? "show.credit_notes_tab"
      : name === "payments"
        ? "show.payments_tab"
        : `kinds.${name}.tab`;

/** Aperçu, Factures, Devis, Bons de livraison, Avoirs, Paiements. Only the open tab is rendered, so only it loads. */
export const ClientTabs = ({ client }: { client: ClientRecord }) => {
  const t = useClientTranslate();
  const baseId = useId();
  const [tab, setTab] = useState<ClientTab>("overview");
  const tabId = (name: ClientTab) => `${baseId}-${name}-tab`;
  const panelId = (name: ClientTab) => `${baseId}-${name}-panel`;

  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_event, value: ClientTab) => setTab(value)}
        aria-label={t("show.sections")}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(tabLabel(name) as Parameters<typeof t>[0])}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      <CardContent>
        {TABS.map((name) => (
          <Box key={name} role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={tab !== name}>
            {tab === name &&
              (name === "overview" ? (
                <ClientOverview client={client} />
              ) : name === "creditNotes" ? (
                <ClientCreditNotesTab clientId={client.id} />
              ) : name === "payments" ? (
                <ClientPaymentsTab clientId={client.id} />
              ) : (
                <ClientDocumentsTab kind={name} clientId={client.id} />
              ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
