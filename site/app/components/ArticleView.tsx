import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsImage } from "./CmsImage";
import type { Media } from "../lib/content.server";

/** An article as its page shows it: its fields formatted, its HTML sanitised (view.server's articleView). */
export interface ArticleViewData {
  title: string;
  category: string;
  author: string | null;
  date: string | null;
  isoDate: string;
  lang: string | null;
  coverImage: Media | null;
  html: string;
}

/** The article's body, as on /blog/<id> and in an editor's preview; `children` close it (the share links). */
export function ArticleView({ article, children }: { article: ArticleViewData; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="container narrow" lang={article.lang ?? undefined}>
      <Link to="/blog" className="text-link">
        {t("pages.blogArticle.backToBlog")}
      </Link>
      <p className="card-kicker">{t(`blogCategories.${article.category}` as "blogCategories.all")}</p>
      <h1>{article.title}</h1>
      <p className="article-meta">
        {/* Isolated, as on the cards: a name in the other script would take the date's digits into its run. */}
        {article.author && <bdi>{t("pages.blogArticle.by", { author: article.author })}</bdi>}
        {article.author && article.date && " · "}
        {article.date && <time dateTime={article.isoDate}>{article.date}</time>}
      </p>
      <CmsImage media={article.coverImage} width={1200} height={630} alt="" eager className="wide-image" />
      <div className="article-content" dangerouslySetInnerHTML={{ __html: article.html }} />
      {children}
    </article>
  );
}
