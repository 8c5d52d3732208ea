import type { MetaDescriptor } from "@remix-run/react";

/** The head tags of a page, translated by its loader in the visitor's language. */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  /** the same page in each language (hreflang), plus x-default */
  alternates: Array<{ hrefLang: string; href: string }>;
  /** Open Graph tags (articles) */
  openGraph?: Record<string, string>;
}

/** Pages whose title, description and introduction live under `pages.<key>`. */
export type PageKey =
  "home" | "about" | "services" | "blog" | "blogArticle" | "faq" | "contact" | "projects" | "project";

/** The `meta` export of a page whose loader returns its head tags as `meta`. */
export function pageMeta({ data }: { data: { meta: PageMeta } | undefined }): MetaDescriptor[] {
  if (!data) return [];
  const { meta } = data;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.canonical },
    ...meta.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    ...Object.entries(meta.openGraph ?? {}).map(([property, content]) => ({ property, content })),
  ];
}
