/** Does a list's filter narrow it? A search box cleared to "" or a select set back to nothing does not. */
export const isFiltered = (filterValues: Readonly<Record<string, unknown>> | undefined): boolean =>
  Object.values(filterValues ?? {}).some(
    (value) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
  );
