import { ALL_CATEGORIES, FAQ_CATEGORIES } from "@agency/shared/labels/content.js";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate, useSubmit } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FaqAccordion } from "../components/FaqAccordion";
import { FilterBar } from "../components/FilterBar";
import { PageIntro } from "../components/PageIntro";
import { askedCategory } from "../lib/category-filter";
import { getFaqs } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { faqItem, requestLanguage } from "../lib/view.server";

/** Spec 000 point 9: 3 questions first, all of them on "voir plus". */
const FIRST_COUNT = 3;
const FILTERS = [ALL_CATEGORIES, ...FAQ_CATEGORIES] as const;
type Filter = (typeof FILTERS)[number];

/** Case- and accent-insensitive: "Facturation", "FACTURATION" and "facturation" match; so does "tva" for "TVA", "e" for "é". */
function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** The address of a search, naming only what differs from the whole list. */
function faqHref(query: string, category: Filter, all = false): string {
  const search = new URLSearchParams();
  if (query) search.set("q", query);
  if (category !== ALL_CATEGORIES) search.set("category", category);
  if (all) search.set("all", "1");
  const text = search.toString();
  return text ? `/faq?${text}` : "/faq";
}

/**
 * Search and category are in the address (a GET form), so they work without
 * JavaScript and can be shared; with it, the list follows the typing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const search = new URL(request.url).searchParams;
  const query = (search.get("q") ?? "").trim().slice(0, 200);
  const category = askedCategory(search, FILTERS);
  const showAll = search.get("all") === "1";

  const [meta, faqs] = await Promise.all([loadPageMeta(request, "faq", "/faq"), getFaqs(locale)]);
  const needle = searchable(query);
  const matching = faqs.filter(
    (faq) =>
      (category === ALL_CATEGORIES || faq.category === category) &&
      (!needle || searchable(faq.question).includes(needle) || searchable(faq.answer).includes(needle)),
  );
  return {
    meta,
    query,
    category,
    total: matching.length,
    items: (showAll ? matching : matching.slice(0, FIRST_COUNT)).map(faqItem),
    moreHref: matching.length > FIRST_COUNT && !showAll ? faqHref(query, category, true) : null,
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Faq() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const navigate = useNavigate();
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

  // A category chosen while the typed search has not been sent yet: the search goes with it, and is not sent
  // afterwards on its own (it would drop the category).
  const chooseCategory = (category: string, event: MouseEvent<HTMLAnchorElement>) => {
    const typed = formRef.current?.querySelector<HTMLInputElement>("input[name=q]")?.value.trim() ?? data.query;
    clearTimeout(timer.current);
    if (typed === data.query) return;
    event.preventDefault();
    const chosen = FILTERS.find((filter) => filter === category) ?? ALL_CATEGORIES;
    navigate(faqHref(typed, chosen), { replace: true, preventScrollReset: true });
  };

  return (
    <PageIntro className="page container narrow" title={t("pages.faq.title")} lead={t("pages.faq.intro")}>
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
      <FilterBar
        label={t("pages.faq.filterLabel")}
        filters={FILTERS.map((filter) => ({
          value: filter,
          href: faqHref(data.query, filter),
          label: t(`faqCategories.${filter}`),
        }))}
        current={data.category}
        replace
        onChoose={chooseCategory}
      />
      <p className="results-count" aria-live="polite">
        {t("pages.faq.results", { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <p className="empty-state">{t("pages.faq.empty")}</p>
      ) : (
        // A new search remounts the list, so that its first answer opens again.
        <FaqAccordion key={`${data.query}|${data.category}`} faqs={data.items} />
      )}
      {data.moreHref && (
        <Link to={data.moreHref} className="button button-secondary show-more" preventScrollReset replace>
          {t("pages.faq.showMore")}
        </Link>
      )}
    </PageIntro>
  );
}
