import { ALL_CATEGORIES, BLOG_CATEGORIES, type BlogCategory } from "@agency/shared/labels/content.js";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleCard } from "../components/ArticleCard";
import { FilterBar } from "../components/FilterBar";
import { PageIntro } from "../components/PageIntro";
import { Pagination } from "../components/Pagination";
import { askedCategory } from "../lib/category-filter";
import { getArticles } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { articleCard, requestLanguage } from "../lib/view.server";
import { translationsFor } from "../i18n.server";

/** Articles per page. */
export const BLOG_PAGE_SIZE = 3;

const FILTERS = [ALL_CATEGORIES, ...BLOG_CATEGORIES] as const;
type Filter = (typeof FILTERS)[number];

function blogHref(category: Filter, page: number): string {
  const search = new URLSearchParams();
  if (category !== ALL_CATEGORIES) search.set("category", category);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/blog?${query}` : "/blog";
}

/**
 * The published articles in the visitor's language (French where there is no
 * translation), filtered by category and cut into pages, both in the address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const search = new URL(request.url).searchParams;
  const category = askedCategory(search, FILTERS);
  const page = Number(search.get("page") ?? "1");

  const all = await getArticles(locale);
  const matching =
    category === ALL_CATEGORIES ? all : all.filter((article) => article.category === (category as BlogCategory));
  const pageCount = Math.max(1, Math.ceil(matching.length / BLOG_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) throw new Response("Not Found", { status: 404 });

  const t = translationsFor(locale);
  const path = blogHref(category, page);
  const meta = await loadPageMeta(request, "blog", path, {
    title: page > 1 ? t("pages.blog.pageMetaTitle", { page, siteName: t("siteName") }) : undefined,
  });
  return {
    meta,
    category,
    page,
    filters: FILTERS.map((filter) => ({ value: filter, href: blogHref(filter, 1) })),
    pages: Array.from({ length: pageCount }, (_, index) => ({
      number: index + 1,
      href: blogHref(category, index + 1),
    })),
    articles: matching
      .slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)
      .map((article) => articleCard(locale, article)),
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Blog() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <PageIntro className="page container" title={t("pages.blog.title")} lead={t("pages.blog.intro")}>
      <FilterBar
        label={t("pages.blog.filterLabel")}
        filters={data.filters.map((filter) => ({ ...filter, label: t(`blogCategories.${filter.value}`) }))}
        current={data.category}
      />
      {data.articles.length === 0 ? (
        <p className="empty-state">{t("pages.blog.empty")}</p>
      ) : (
        <ul className="card-grid" aria-live="polite">
          {data.articles.map((article) => (
            <ArticleCard key={article.documentId} article={article} />
          ))}
        </ul>
      )}
      <Pagination pages={data.pages} current={data.page} />
    </PageIntro>
  );
}
