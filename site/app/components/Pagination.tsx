import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface PageLink {
  number: number;
  /** the number in the page's digits */
  label: string;
  href: string;
}

/** Real links (the page is in the address), so it works without JavaScript and can be shared. */
export function Pagination({ pages, current }: { pages: PageLink[]; current: number }) {
  const { t } = useTranslation();
  if (pages.length < 2) return null;
  const previous = pages.find((page) => page.number === current - 1);
  const next = pages.find((page) => page.number === current + 1);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {previous && (
          <li>
            <Link to={previous.href} className="page-link" rel="prev">
              <span aria-hidden="true" className="page-arrow">
                ‹
              </span>
              <span className="visually-hidden">{t("pagination.previous")}</span>
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page.number}>
            <Link
              to={page.href}
              className="page-link"
              aria-current={page.number === current ? "page" : undefined}
              aria-label={t("pagination.page", { page: page.label })}
            >
              {page.label}
            </Link>
          </li>
        ))}
        {next && (
          <li>
            <Link to={next.href} className="page-link" rel="next">
              <span aria-hidden="true" className="page-arrow">
                ›
              </span>
              <span className="visually-hidden">{t("pagination.next")}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
