import { useId, useState } from "react";
import { Box, Card, CardContent, Tab, Tabs } from "@mui/material";
import { creditNoteList } from "../creditNotes/CreditNoteList";
import { deliveryList } from "../delivery/DeliveryList";
import { invoiceList } from "../invoices/InvoiceList";
import { paymentList } from "../payments/PaymentList";
import { quoteList } from "../quotes/QuoteList";
import type { SalesListKind } from "../sales/SalesList";
import { ClientOverview } from "./ClientOverview";
import type { ClientRecord } from "./clientRecord";
import { ClientSalesTab } from "./ClientSalesTab";
import { useClientTranslate, type ClientMessageKey } from "./clientTranslate";

/** The page's tabs: the overview, then each kind of the sales book, listed as on its own screen. */
const TABS: readonly { name: string; label: ClientMessageKey; kind?: SalesListKind }[] = [
  { name: "overview", label: "show.overview_tab" },
  { name: "invoices", label: "kinds.invoice.tab", kind: invoiceList },
  { name: "quotes", label: "kinds.quote.tab", kind: quoteList },
  { name: "delivery", label: "kinds.delivery.tab", kind: deliveryList },
  { name: "creditNotes", label: "show.credit_notes_tab", kind: creditNoteList },
  { name: "payments", label: "show.payments_tab", kind: paymentList },
];

/** Aperçu, Factures, Devis, Bons de livraison, Avoirs, Paiements. Only the open tab is rendered, so only it loads. */
export const ClientTabs = ({ client }: { client: ClientRecord }) => {
  const t = useClientTranslate();
  const baseId = useId();
  const [tab, setTab] = useState("overview");
  const tabId = (name: string) => `${baseId}-${name}-tab`;
  const panelId = (name: string) => `${baseId}-${name}-panel`;

  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setTab(value)}
        aria-label={t("show.sections")}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map(({ name, label }) => (
          <Tab key={name} value={name} label={t(label)} id={tabId(name)} aria-controls={panelId(name)} />
        ))}
      </Tabs>
      <CardContent>
        {TABS.map(({ name, kind }) => (
          <Box key={name} role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={tab !== name}>
            {tab === name &&
              (kind?.client ? (
                <ClientSalesTab kind={kind} tab={kind.client} clientId={client.id} />
              ) : (
                <ClientOverview client={client} />
              ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
