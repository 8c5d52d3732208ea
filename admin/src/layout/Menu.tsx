import type { ReactNode } from "react";
import AuditIcon from "@mui/icons-material/FactCheck";
import BannerIcon from "@mui/icons-material/ViewCarousel";
import CreditNoteIcon from "@mui/icons-material/ReceiptLong";
import CreateArticleIcon from "@mui/icons-material/PostAdd";
import DashboardIcon from "@mui/icons-material/Dashboard";
import SettingsIcon from "@mui/icons-material/Settings";
import { ListSubheader } from "@mui/material";
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from "react-admin";
import { LogoutMenuItem } from "./LogoutMenuItem";

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  return (
    <>
      {/* A collapsed sidebar shows icons only: its headers would not fit. */}
      {sidebarOpen && (
        <ListSubheader disableSticky sx={{ bgcolor: "transparent", lineHeight: 2.5, mt: 1 }}>
          {translate(title)}
        </ListSubheader>
      )}
      {children}
    </>
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
      {isAdmin && (
        <RaMenu.Item to="/dashboard" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
      )}
      {isAdmin && (
        <Section title="app.menu.sales">
          <RaMenu.ResourceItem name="clients" />
          <RaMenu.ResourceItem name="invoices" />
          <RaMenu.ResourceItem name="quotes" />
          <RaMenu.ResourceItem name="delivery" />
          <RaMenu.Item to="/credit-notes" primaryText="app.menu.credit_notes" leftIcon={<CreditNoteIcon />} />
          <RaMenu.ResourceItem name="payments" />
        </Section>
      )}
      <Section title="app.menu.content">
        <RaMenu.ResourceItem name="messages" />
        <RaMenu.ResourceItem name="subscribers" />
        <RaMenu.ResourceItem name="posts" />
        <RaMenu.Item
          to="/create-article"
          primaryText="app.menu.create_article"
          leftIcon={<CreateArticleIcon />}
        />
        <RaMenu.Item to="/banner" primaryText="app.menu.banner" leftIcon={<BannerIcon />} />
      </Section>
      {isAdmin && (
        <Section title="app.menu.administration">
          <RaMenu.ResourceItem name="users" />
          <RaMenu.Item to="/settings" primaryText="app.menu.settings" leftIcon={<SettingsIcon />} />
          <RaMenu.Item to="/audit" primaryText="app.menu.audit" leftIcon={<AuditIcon />} />
        </Section>
      )}
      <LogoutMenuItem />
    </RaMenu>
  );
};
