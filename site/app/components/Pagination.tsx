import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface PageLink {
  number: number;
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
        <StepLink page={previous} rel="prev" arrow="‹" label={t("pagination.previous")} />
        {pages.map((page) => (
          <li key={page.number}>
            <Link
              to={page.href}
              className="page-link"
              aria-current={page.number === current ? "page" : undefined}
              aria-label={t("pagination.page", { page: page.number })}
            >
              {page.number}
            </Link>
          </li>
        ))}
        <StepLink page={next} rel="next" arrow="›" label={t("pagination.next")} />
      </ul>
    </nav>
  );
}

interface StepLinkProps {
  /** none before the first page or after the last */
  page: PageLink | undefined;
  rel: "prev" | "next";
  arrow: string;
  label: string;
}

/** The link to the page before or after: an arrow, named for screen readers. */
function StepLink({ page, rel, arrow, label }: StepLinkProps) {
  if (!page) return null;
  return (
    <li>
      <Link to={page.href} className="page-link" rel={rel}>
        <span aria-hidden="true" className="page-arrow">
          {arrow}
        </span>
        <span className="visually-hidden">{label}</span>
      </Link>
    </li>
  );
}
