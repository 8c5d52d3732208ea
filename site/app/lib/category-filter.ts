import { ALL_CATEGORIES } from "@agency/shared/labels/content.js";

/** The category the address asks for (`?category=`) when it is one of `filters`, else all of them. */
export function askedCategory<Filter extends string>(
  search: URLSearchParams,
  filters: readonly Filter[],
): Filter | typeof ALL_CATEGORIES {
  const asked = search.get("category");
  return filters.find((filter) => filter === asked) ?? ALL_CATEGORIES;
}
