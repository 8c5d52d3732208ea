import { ALL_CATEGORIES, FAQ_CATEGORIES } from "@agency/shared/labels/content.js";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { getFaqs } from "../lib/content.server";
import { pageMetaTags } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { requestLanguage } from "../lib/view.server";

/** Spec 000 point 9: 3 questions first, all of them on "voir plus". */
const FIRST_COUNT = 3;
const FILTERS = [ALL_CATEGORIES, ...FAQ_CATEGORIES] as const;
type Filter = (typeof FILTERS)[number];

/** Case- and accent-insensitive: "Facturation", "FACTURATION" and "facturation" match; so does "tva" for "TVA", "e" for "é". */
function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * Search and category are in the address (a GET form), so they work without
 * JavaScript and can be shared; with it, the list follows the typing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const search = new URL(request.url).searchParams;
  const query = (search.get("q") ?? "").trim().slice(0, 200);
  const asked = search.get("category") ?? ALL_CATEGORIES;
  const category: Filter = (FILTERS as readonly string[]).includes(asked) ? (asked as Filter) : ALL_CATEGORIES;
  const showAll = search.get("all") === "1";

  const [meta, faqs] = await Promise.all([loadPageMeta(request, "faq", "/faq"), getFaqs(locale)]);
  const needle = searchable(query);
  const matching = faqs.filter(
    (faq) =>
      (category === ALL_CATEGORIES || faq.category === category) &&
      (!needle || searchable(faq.question).includes(needle) || searchable(faq.answer).includes(needle)),
  );
  const moreParams = new URLSearchParams();
  if (query) moreParams.set("q", query);
  if (category !== ALL_CATEGORIES) moreParams.set("category", category);
  moreParams.set("all", "1");
  return {
    meta,
    query,
    category,
    total: matching.length,
    items: (showAll ? matching : matching.slice(0, FIRST_COUNT)).map(({ documentId, question, answer }) => ({
      documentId,
      question,
      answer,
    })),
    moreHref: matching.length > FIRST_COUNT && !showAll ? `/faq?${moreParams}` : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMetaTags(data?.meta);

export default function Faq() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  // With JavaScript: search as the visitor types (debounced), keeping the focus in the field.
  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, 250);
  };

  return (
    <div className="page container narrow">
      <h1>{t("pages.faq.title")}</h1>
      <p className="lead">{t("pages.faq.intro")}</p>
      <Form ref={formRef} method="get" className="faq-search" role="search" preventScrollReset replace>
        <label htmlFor="faq-q">{t("pages.faq.searchLabel")}</label>
        <div className="newsletter-row">
          <input id="faq-q" type="search" name="q" defaultValue={data.query} onChange={submitSoon} />
          <button type="submit" className="button button-primary">
            {t("pages.faq.searchSubmit")}
          </button>
        </div>
        {data.category !== ALL_CATEGORIES && <input type="hidden" name="category" value={data.category} />}
      </Form>
      <nav aria-label={t("pages.faq.filterLabel")} className="filter-bar">
        <ul>
          {FILTERS.map((filter) => {
            const params = new URLSearchParams();
            if (data.query) params.set("q", data.query);
            if (filter !== ALL_CATEGORIES) params.set("category", filter);
            const query = params.toString();
            return (
              <li key={filter}>
                <Link
                  to={query ? `/faq?${query}` : "/faq"}
                  className="filter-button"
                  aria-current={filter === data.category ? "page" : undefined}
                  preventScrollReset
                  replace
                >
                  {t(`faqCategories.${filter}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="results-count" aria-live="polite">
        {t("pages.faq.results", { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <p className="empty-state">{t("pages.faq.empty")}</p>
      ) : (
        <div className="accordion">
          {data.items.map((faq, index) => (
            <details
              key={`${data.query}|${data.category}|${faq.documentId}`}
              className="accordion-item"
              open={index === 0}
            >
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
      {data.moreHref && (
        <Link to={data.moreHref} className="button button-secondary show-more" preventScrollReset replace>
          {t("pages.faq.showMore")}
        </Link>
      )}
    </div>
  );
}
