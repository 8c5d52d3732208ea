import CreditNoteIcon from "@mui/icons-material/ReceiptLong";
import PaymentsIcon from "@mui/icons-material/Payments";
import { Admin, CustomRoutes, Resource, StoreContextProvider } from "react-admin";
import { BrowserRouter } from "react-router-dom";
import { LoginPage } from "./auth/LoginPage";
import clients from "./clients";
import delivery from "./delivery";
import { printRoutes } from "./documents/printRoutes";
import invoices from "./invoices";
import { AppNotification } from "./layout/AppNotification";
import { Layout } from "./layout/Layout";
import messages from "./messages";
import posts from "./posts";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { i18nProvider } from "./providers/i18nProvider";
import quotes from "./quotes";
import { PaymentList } from "./payments/PaymentList";
import { publicRoutes } from "./routes/publicRoutes";
import { staffRoutes } from "./routes/staffRoutes";
import subscribers from "./subscribers";
import { themes } from "./themes";
import { themeKeepingStore } from "./themes/themeStore";
import { useThemeName } from "./themes/useThemeName";
import users from "./users";

const store = themeKeepingStore();

/**
 * Browser history (not react-admin's default hash router) so that the spec's addresses,
 * e.g. /clients/add, are real paths. No react-admin dashboard: the dashboard is the custom
 * /dashboard route and `/` sends each role to its home. `requireAuth` keeps every layout
 * route behind sign-in; the noLayout routes (password reset) stay public.
 */
const AdminApp = () => {
  // The colour theme chosen on the dashboard, read from the store shared with <Admin>.
  const [themeName] = useThemeName();
  return (
    <BrowserRouter>
      <Admin
        requireAuth
        disableTelemetry
        title="Back-office"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={Layout}
        notification={AppNotification}
        store={store}
        theme={themes[themeName]}
      >
        <Resource name="clients" {...clients} />
        <Resource name="invoices" {...invoices} />
        <Resource name="quotes" {...quotes} />
        <Resource name="delivery" {...delivery} />
        <Resource name="messages" {...messages} />
        <Resource name="subscribers" {...subscribers} />
        <Resource name="posts" {...posts} />
        <Resource name="users" {...users} />
        <Resource name="payments" list={PaymentList} icon={PaymentsIcon} />
        <Resource name="creditNotes" icon={CreditNoteIcon} />
        <Resource name="auditEntries" />
        <CustomRoutes>{staffRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{printRoutes}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
};

/** The store wraps <Admin> so that the theme, chosen inside it, can style all of it. */
export const App = () => (
  <StoreContextProvider value={store}>
    <AdminApp />
  </StoreContextProvider>
);
