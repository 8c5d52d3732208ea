/** The entries of a seed list numbered as they are written (`order` 1, 2, 3…), the order the site shows them in. */
export function inListOrder<T extends { order: number }>(entries: Array<Omit<T, "order">>): T[] {
  return entries.map((entry, index) => ({ ...entry, order: index + 1 }) as T);
}
