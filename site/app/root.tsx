import { todayInMorocco } from "@agency/shared";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorPage } from "./components/ErrorPage";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { fallbackLanguage, isLanguage, textDirection } from "./i18n";
import { NonceContext } from "./lib/nonce";
import { requestLanguage, translationsFor } from "./i18n.server";
import appStylesHref from "./styles/app.css?url";
import noJsStylesHref from "./styles/no-js.css?url";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const t = translationsFor(locale);
  const siteName = t("siteName");
  return {
    locale,
    siteName,
    // The server's year, so that the browser renders the footer as the server did on New Year's Eve too.
    year: Number(todayInMorocco().slice(0, 4)),
    // The error boundary has no loader of its own: its page titles come from here.
    errorTitles: {
      notFound: t("notFound.metaTitle", { siteName }),
      error: t("error.metaTitle", { siteName }),
    },
  };
}

// Tells remix-i18next which namespaces to load for the server render and hydration.
export const handle = { i18n: "common" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Pages set their own tags; the root only names the error pages it renders.
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error || !data) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? data.errorTitles.notFound : data.errorTitles.error }];
};

/**
 * The document around every page, error pages included, so that the language,
 * direction, header and footer are always there.
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useContext(NonceContext);
  const locale = data && isLanguage(data.locale) ? data.locale : fallbackLanguage;
  const { t } = useTranslation();
  // After a language switch the root loader returns the new locale: load and apply it.
  useChangeLanguage(locale);

  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={noJsStylesHref} />
        </noscript>
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t("skipLink")}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter year={data?.year ?? new Date().getFullYear()} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "notFound" : "error"} />;
}
