import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleCard } from "../components/ArticleCard";
import { ArticleView } from "../components/ArticleView";
import { ErrorPage } from "../components/ErrorPage";
import { PageIntro } from "../components/PageIntro";
import { Section } from "../components/Section";
import { config } from "../config.server";
import { translationsFor } from "../i18n.server";
import { type ArticleSummary, getArticle, getArticles } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta, localisedUrl } from "../lib/page-meta.server";
import { articleCard, articleView, requestLanguage } from "../lib/view.server";

const RELATED_COUNT = 3;
const OPEN_GRAPH_LOCALES = { fr: "fr_MA", en: "en_US", ar: "ar_MA" } as const;

/** The article's own related posts first, then others of its category, then the newest. */
function relatedArticles(article: ArticleSummary, all: ArticleSummary[]): ArticleSummary[] {
  const others = all.filter((candidate) => candidate.documentId !== article.documentId);
  const chosen = (article.relatedPosts ?? [])
    .map((related) => others.find((candidate) => candidate.documentId === related.documentId))
    .filter((candidate): candidate is ArticleSummary => Boolean(candidate));
  for (const candidate of [...others.filter((other) => other.category === article.category), ...others]) {
    if (chosen.length >= RELATED_COUNT) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen.slice(0, RELATED_COUNT);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const id = params.id ?? "";
  const [article, all] = await Promise.all([getArticle(locale, id), getArticles(locale)]);
  if (!article) {
    const t = translationsFor(locale);
    throw new Response(t("pages.blogArticle.notFound"), { status: 404 });
  }
  const path = `/blog/${id}`;
  const url = localisedUrl(path, locale);
  const image = article.coverImage ? new URL(article.coverImage.url, config.PUBLIC_SITE_URL).href : null;
  const description = article.excerpt ?? article.title;
  const t = translationsFor(locale);
  const meta = await loadPageMeta(request, "blogArticle", path, {
    title: `${article.title} | ${t("siteName")}`,
    description,
    openGraph: {
      "og:type": "article",
      "og:site_name": t("siteName"),
      "og:title": article.title,
      "og:description": description,
      "og:url": url,
      "og:locale": OPEN_GRAPH_LOCALES[locale],
      ...(image ? { "og:image": image } : {}),
      ...(article.date ? { "article:published_time": article.date } : {}),
      "article:section": t(`blogCategories.${article.category}` as "blogCategories.all"),
    },
  });
  const encodedUrl = encodeURIComponent(url);
  return {
    meta,
    article: articleView(locale, article),
    share: [
      { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
      { network: "X", href: `https://x.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(article.title)}` },
      { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    ],
    related: relatedArticles(article, all).map((related) => articleCard(locale, related)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error) {
    const root = matches.find((match) => match.id === "root")?.data as
      { errorTitles?: { notFound: string } } | undefined;
    return root?.errorTitles ? [{ title: root.errorTitles.notFound }] : [];
  }
  return pageMeta({ data });
};

export default function BlogArticle() {
  const { t } = useTranslation();
  const { article, share, related } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <ArticleView article={article}>
        <div className="share" role="group" aria-labelledby="share-title">
          <h2 id="share-title" className="share-title">
            {t("pages.blogArticle.share")}
          </h2>
          <ul>
            {share.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="button button-secondary"
                  aria-label={t("pages.blogArticle.shareOn", { network: link.network })}
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </ArticleView>
      {related.length > 0 && (
        <Section id="related" title={t("pages.blogArticle.related")} variant="alt">
          <ul className="card-grid">
            {related.map((item) => (
              <ArticleCard key={item.documentId} article={item} headingLevel={3} />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

/** "Article non trouvé" (spec 000 point 8) with a link back, answered with status 404. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="error" />;
  return (
    <PageIntro
      className="container page error-page"
      title={t("pages.blogArticle.notFound")}
      lead={t("pages.blogArticle.notFoundText")}
    >
      <Link to="/blog" className="button button-primary">
        {t("pages.blogArticle.backToBlog")}
      </Link>
    </PageIntro>
  );
}
