import { Admin, CustomRoutes, Resource } from "react-admin";
import { BrowserRouter } from "react-router-dom";
import { LoginPage } from "./auth/LoginPage";
import clients from "./clients";
import delivery from "./delivery";
import invoices from "./invoices";
import { AppNotification } from "./layout/AppNotification";
import { Layout } from "./layout/Layout";
import messages from "./messages";
import posts from "./posts";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { i18nProvider } from "./providers/i18nProvider";
import quotes from "./quotes";
import { publicRoutes } from "./routes/publicRoutes";
import { staffRoutes } from "./routes/staffRoutes";
import subscribers from "./subscribers";
import { defaultThemeName, themes } from "./themes";
import users from "./users";

/**
 * Browser history (not react-admin's default hash router) so that the spec's addresses,
 * e.g. /clients/add, are real paths. No react-admin dashboard: the dashboard is the custom
 * /dashboard route and `/` sends each role to its home. `requireAuth` keeps every layout
 * route behind sign-in; the noLayout routes (password reset) stay public.
 */
export const App = () => (
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
      theme={themes[defaultThemeName]}
    >
      <Resource name="clients" {...clients} />
      <Resource name="invoices" {...invoices} />
      <Resource name="quotes" {...quotes} />
      <Resource name="delivery" {...delivery} />
      <Resource name="messages" {...messages} />
      <Resource name="subscribers" {...subscribers} />
      <Resource name="posts" {...posts} />
      <Resource name="users" {...users} />
      <CustomRoutes>{staffRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    </Admin>
  </BrowserRouter>
);
