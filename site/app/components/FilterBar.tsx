import type { MouseEvent } from "react";
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
  /** called on a click, before the link is followed (it may follow it otherwise: `event.preventDefault()`) */
  onChoose?: (value: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Category filters as links (the choice is in the address), the chosen one marked as the current page. */
export function FilterBar({ label, filters, current, replace = false, onChoose }: FilterBarProps) {
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
              onClick={onChoose && ((event) => onChoose(filter.value, event))}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
