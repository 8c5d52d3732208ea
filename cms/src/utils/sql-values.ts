/** An amount as a driver answers a SUM or a decimal column (PostgreSQL: text, SQLite: a float), to the centime. */
export const toAmount = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

/** A case-insensitive "contains" pattern for LIKE … ESCAPE '\': the text lower-cased, its wildcards escaped. */
export const likeValue = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A day as the drivers answer it: PostgreSQL's may be a Date, SQLite's is the text. */
export const asDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? "").slice(0, 10);
