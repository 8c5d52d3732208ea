import { useTranslation } from "react-i18next";
import type { PageKey } from "../lib/page-meta";

/** A page reduced to its title and introduction, until its full content is built. */
export function SimplePage({ page }: { page: Exclude<PageKey, "home"> }) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t(`pages.${page}.title`)}</h1>
      <p className="lead">{t(`pages.${page}.intro`)}</p>
    </div>
  );
}
