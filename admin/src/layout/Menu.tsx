import type { ReactNode } from "react";
import AgeingIcon from "@mui/icons-material/Assessment";
import AuditIcon from "@mui/icons-material/FactCheck";
import BannerIcon from "@mui/icons-material/ViewCarousel";
import CreditNoteIcon from "@mui/icons-material/ReceiptLong";
import RecurringIcon from "@mui/icons-material/EventRepeat";
import OutboxIcon from "@mui/icons-material/Outbox";
import CreateArticleIcon from "@mui/icons-material/PostAdd";
import DashboardIcon from "@mui/icons-material/Dashboard";
import SettingsIcon from "@mui/icons-material/Settings";
import { Box, ListSubheader } from "@mui/material";
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from "react-admin";
import { LogoutMenuItem } from "./LogoutMenuItem";

/**
 * A titled section of the sidebar. react-admin's menu is a `role="menu"` list, which may only own
 * menu items and groups: the section is a group named by its title, and the visible header (shown
 * when the sidebar is open) is hidden from assistive tech, which reads the group's name instead.
 */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  return (
    <Box component="li" role="none" sx={{ listStyle: "none" }}>
      {sidebarOpen && (
        <ListSubheader
          component="div"
          aria-hidden
          disableSticky
          sx={{ bgcolor: "transparent", lineHeight: 2.5, mt: 1 }}
        >
          {translate(title)}
        </ListSubheader>
      )}
      <Box component="ul" role="group" aria-label={translate(title)} sx={{ p: 0, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
};

/**
 * Sidebar in the spec's sections. Blocks an Écrivain may not open are hidden, not just
 * guarded (spec 000 point 6); resource entries reuse each resource's icon and label.
 */
export const Menu = () => {
  const { permissions } = usePermissions<unknown>();
  const isAdmin = permissions === "admin";
  return (
    <RaMenu>
      {isAdmin && <RaMenu.Item to="/dashboard" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />}
      {isAdmin && (
        <Section title="app.menu.sales">
          <RaMenu.ResourceItem name="clients" />
          <RaMenu.ResourceItem name="invoices" />
          <RaMenu.ResourceItem name="quotes" />
          <RaMenu.ResourceItem name="delivery" />
          <RaMenu.Item to="/credit-notes" primaryText="app.menu.credit_notes" leftIcon={<CreditNoteIcon />} />
          <RaMenu.Item to="/recurring-invoices" primaryText="app.recurring.menu" leftIcon={<RecurringIcon />} />
          <RaMenu.ResourceItem name="payments" />
          <RaMenu.Item to="/reports/ageing" primaryText="app.menu.ageing" leftIcon={<AgeingIcon />} />
        </Section>
      )}
      <Section title="app.menu.content">
        <RaMenu.ResourceItem name="messages" />
        <RaMenu.ResourceItem name="subscribers" />
        <RaMenu.ResourceItem name="posts" />
        <RaMenu.Item to="/create-article" primaryText="app.menu.create_article" leftIcon={<CreateArticleIcon />} />
        <RaMenu.Item to="/banner" primaryText="app.menu.banner" leftIcon={<BannerIcon />} />
      </Section>
      {isAdmin && (
        <Section title="app.menu.administration">
          <RaMenu.ResourceItem name="users" />
          <RaMenu.Item to="/settings" primaryText="app.menu.settings" leftIcon={<SettingsIcon />} />
          <RaMenu.Item to="/audit" primaryText="app.menu.audit" leftIcon={<AuditIcon />} />
          <RaMenu.Item to="/mails" primaryText="app.mails.menu" leftIcon={<OutboxIcon />} />
        </Section>
      )}
      <LogoutMenuItem />
    </RaMenu>
  );
};
