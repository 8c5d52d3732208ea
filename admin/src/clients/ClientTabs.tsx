import { useId, useState } from "react";
import { Box, Card, CardContent, Tab, Tabs } from "@mui/material";
import { ClientDocumentsTab } from "./ClientDocumentsTab";
import { ClientOverview } from "./ClientOverview";
import type { ClientRecord } from "./clientRecord";
import { useClientTranslate } from "./clientTranslate";
import { SALES_DOCUMENT_KINDS, type SalesDocumentKind } from "./salesDocumentKinds";

type ClientTab = "overview" | SalesDocumentKind;
const TABS: readonly ClientTab[] = ["overview", ...SALES_DOCUMENT_KINDS];

/** Aperçu, Factures, Devis, Bons de livraison. Only the open tab is rendered, so only it loads. */
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
            label={name === "overview" ? t("show.overview_tab") : t(`kinds.${name}.tab`)}
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
              ) : (
                <ClientDocumentsTab kind={name} clientId={client.id} />
              ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
