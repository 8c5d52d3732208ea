import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Media } from "../lib/content.server";
import { CmsImage } from "./CmsImage";

export interface ArticleCardData {
  documentId: string;
  title: string;
  excerpt: string | null;
  category: string;
  author: string | null;
  date: string | null;
  /** the same day as YYYY-MM-DD, for `<time datetime>` */
  isoDate: string | null;
  /** the article's own language, when it is shown in French for want of a translation */
  lang: string | null;
  coverImage: Media | null;
}

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card article-card" lang={article.lang ?? undefined}>
      <CmsImage media={article.coverImage} width={1200} height={630} alt="" className="card-image" />
      <div className="card-body">
        <p className="card-kicker">{t(`blogCategories.${article.category}` as "blogCategories.all")}</p>
        <Heading className="card-title">
          <Link to={`/blog/${article.documentId}`}>{article.title}</Link>
        </Heading>
        {article.excerpt && <p>{article.excerpt}</p>}
        <p className="card-meta">
          {article.author}
          {article.author && article.date && " · "}
          {article.date && <time dateTime={article.isoDate ?? undefined}>{article.date}</time>}
        </p>
      </div>
    </li>
  );
}
