import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DocumentHistory } from "../components/DocumentHistory";
import { PrintedDocument } from "../components/PrintedDocument";
import { QuoteAnswer } from "../components/QuoteAnswer";
import { requestLanguage, translationsFor } from "../i18n.server";
import { answerQuote, CLIENT_DOCUMENT_HEADERS, readClientDocument } from "../lib/client-document.server";
import { clientDocumentView } from "../lib/view.server";
import clientDocumentStylesHref from "../styles/client-document.css?url";

/**
 * /d/<token>: the client's document behind its secret link. A token that opens nothing (wrong, expired, revoked)
 * gets the site's ordinary not-found page, as any unknown address does.
 */
/** The statuses the page names in the visitor's language; another one shows as the cms printed it. */
const STATUSES = ["unpaid", "partial", "paid", "draft", "sent", "accepted", "rejected"] as const;
const isKnownStatus = (status: string | null): status is (typeof STATUSES)[number] =>
  STATUSES.some((known) => known === status);

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const document = await readClientDocument(request, params.token ?? "");
  if (!document) notFound();
  const locale = await requestLanguage(request);
  const t = translationsFor(locale);
  const kind = t(`clientDocument.kinds.${document.kind}`);
  return {
    token: params.token ?? "",
    kind,
    status: isKnownStatus(document.status) ? t(`clientDocument.statuses.${document.status}`) : document.statusLabel,
    metaTitle: t("clientDocument.metaTitle", { kind, number: document.number, siteName: t("siteName") }),
    view: clientDocumentView(locale, document),
  };
}

/** "Accepter le devis" and "Refuser"; once answered, back to the page (a reload does not post again). */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const t = translationsFor(await requestLanguage(request));
  const result = await answerQuote(request, token, await request.formData(), t);
  if (!result) notFound();
  if (result.ok) return redirect(`/d/${token}`, { status: 303, headers: CLIENT_DOCUMENT_HEADERS });
  return result;
}

export const headers: HeadersFunction = () => CLIENT_DOCUMENT_HEADERS;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clientDocumentStylesHref }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.metaTitle }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

export default function ClientDocumentPage() {
  const { t } = useTranslation();
  const { token, kind, status, view } = useLoaderData<typeof loader>();
  const { document } = view;
  return (
    <div className="page container client-document">
      <h1>
        {/* Isolated, so that an Arabic line keeps "DEVIS-26-0012" in one piece and in its order. */}
        {kind} <bdi>{document.number}</bdi>
      </h1>
      <p className="lead">{t("clientDocument.lead", { company: document.company.name })}</p>
      <dl className="facts client-facts">
        {status && (
          <div>
            <dt>{t("clientDocument.status")}</dt>
            <dd>{status}</dd>
          </div>
        )}
        {document.amountDue !== null && (
          <div>
            <dt>{t("clientDocument.amountDue")}</dt>
            <dd dir="ltr">{document.amountDue}</dd>
          </div>
        )}
        {document.company.rib && (
          <div>
            <dt>{t("clientDocument.rib")}</dt>
            <dd dir="ltr" className="client-rib">
              {document.company.rib}
            </dd>
          </div>
        )}
      </dl>
      <p className="client-link-end">{t("clientDocument.expires", { date: view.linkExpiresOn })}</p>
      <a href={`/d/${token}/pdf`} className="button button-primary">
        {t("clientDocument.download")}
      </a>
      {document.kind === "quote" && <QuoteAnswer view={view} />}
      <section className="client-section" aria-labelledby="printed-document">
        <h2 id="printed-document">{t("clientDocument.documentTitle")}</h2>
        <p>{t("clientDocument.documentLead")}</p>
        <PrintedDocument document={document} linesLabel={t("clientDocument.linesLabel")} />
      </section>
      {view.history.length > 0 && <DocumentHistory entries={view.history} />}
    </div>
  );
}
