import type { MetaDescriptor } from "@remix-run/react";

/** The head tags of a page, translated by its loader in the visitor's language. */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
}

/** Pages whose title, description and introduction live under `pages.<key>`. */
export type PageKey =
  | "home"
  | "about"
  | "services"
  | "blog"
  | "blogArticle"
  | "faq"
  | "contact"
  | "projects"
  | "project";

export function pageMetaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.canonical },
  ];
}
