import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "../components/ArticleView";
import { HomePage } from "../components/HomePage";
import { translationsFor } from "../i18n.server";
import { homeContent } from "../lib/home.server";
import { PREVIEW_HEADERS, readPreview } from "../lib/preview.server";
import { articleView, requestLanguage } from "../lib/view.server";

/**
 * /preview/<token>: what Strapi's "Open preview" button shows beside the editor, an article whatever its status or
 * the home page with the site's text as saved, rendered as visitors will see it. A token that opens nothing gets the
 * site's ordinary not-found page. Framed by Strapi's panel only (server.mjs).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const preview = await readPreview(params.token ?? "");
  if (!preview) throw new Response("Not Found", { status: 404, headers: PREVIEW_HEADERS });
  const locale = await requestLanguage(request);
  const t = translationsFor(locale);
  if (preview.kind === "article") {
    const { article } = preview;
    const draft = article.status !== "published";
    return {
      title: t("preview.title", { title: article.title }),
      banner: t(draft ? "preview.draftArticle" : "preview.publishedArticle"),
      article: articleView(locale, { ...article, relatedPosts: [] }),
      home: null,
    };
  }
  return {
    title: t("preview.title", { title: t("siteName") }),
    banner: t("preview.siteText"),
    article: null,
    home: await homeContent(locale, Promise.resolve(preview.siteText)),
  };
}

export const headers: HeadersFunction = () => PREVIEW_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex, nofollow" }] : [];

export default function Preview() {
  const { t } = useTranslation();
  const { banner, article, home } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="preview-banner" role="status">
        <strong>{t("preview.label")}</strong> {banner}
      </p>
      {article && (
        <div className="page">
          <ArticleView article={article} />
        </div>
      )}
      {home && <HomePage data={home} />}
    </>
  );
}
