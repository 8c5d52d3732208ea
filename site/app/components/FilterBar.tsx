import { Link } from "@remix-run/react";

export interface FilterLink {
  value: string;
  href: string;
  label: string;
}

interface FilterBarProps {
  /** names the navigation for screen readers */
  label: string;
  filters: FilterLink[];
  current: string;
  /** replace the history entry instead of adding one (a live search) */
  replace?: boolean;
}

/** Category filters as links (the choice is in the address), the chosen one marked as the current page. */
export function FilterBar({ label, filters, current, replace = false }: FilterBarProps) {
  return (
    <nav aria-label={label} className="filter-bar">
      <ul>
        {filters.map((filter) => (
          <li key={filter.value}>
            <Link
              to={filter.href}
              className="filter-button"
              aria-current={filter.value === current ? "page" : undefined}
              preventScrollReset
              replace={replace}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
