import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Media } from "../lib/content.server";
import { Card } from "./Card";

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
  return (
    <Card
      variant="article-card"
      lang={article.lang ?? undefined}
      image={article.coverImage}
      kicker={t(`blogCategories.${article.category}` as "blogCategories.all")}
      headingLevel={headingLevel}
      title={<Link to={`/blog/${article.documentId}`}>{article.title}</Link>}
      text={article.excerpt}
    >
      <p className="card-meta">
        {/* Isolated: a name in the other script would otherwise take the date's digits into its run. */}
        {article.author && <bdi>{article.author}</bdi>}
        {article.author && article.date && " · "}
        {article.date && <time dateTime={article.isoDate ?? undefined}>{article.date}</time>}
      </p>
    </Card>
  );
}
