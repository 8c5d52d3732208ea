import { useId, useState, type ReactNode } from "react";
import { Box, Card, CardContent, Tab, Tabs } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { BillingTab } from "./BillingTab";
import { GeneralTab } from "./GeneralTab";
import { SecurityTab } from "./SecurityTab";
import { ScreenHeading } from "../layout/ScreenHeading";

const TABS = ["general", "billing", "security"] as const;
type SettingsTab = (typeof TABS)[number];

/** /settings (admin only): the "Général" and "Sécurité" tabs of spec 000 point 2, and "Facturation" (#15, #16). */
export const SettingsPage = () => {
  const translate = useTranslate();
  const baseId = useId();
  const [tab, setTab] = useState<SettingsTab>("general");
  const tabId = (name: SettingsTab) => `${baseId}-${name}-tab`;
  const panelId = (name: SettingsTab) => `${baseId}-${name}-panel`;

  const panel = (name: SettingsTab, content: ReactNode) => (
    <Box role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={tab !== name}>
      {content}
    </Box>
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.settings.title" />
      <ScreenHeading title="app.settings.title" />
      <Tabs
        value={tab}
        onChange={(_event, value: SettingsTab) => setTab(value)}
        aria-label={translate("app.settings.title")}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`app.settings.${name}`)}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      <CardContent>
        {panel("general", <GeneralTab />)}
        {panel("billing", <BillingTab />)}
        {panel("security", <SecurityTab />)}
      </CardContent>
    </Card>
  );
};
