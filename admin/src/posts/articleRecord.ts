import { z } from "zod";
import type { Identifier } from "react-admin";
import { config } from "../config";

/** A text field of a record, or "" when it holds none. */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The article's screen; its form is at this address + "/edit". */
export const articlePath = (id: Identifier): string => `/articles/${encodeURIComponent(String(id))}`;

const coverSchema = z.object({ url: z.string().min(1) });

/** The record's cover as an `<img>` source, relative upload URLs made absolute; none if absent. */
export const coverSourceOf = (coverImage: unknown, apiUrl = config.apiUrl): string | undefined => {
  const cover = coverSchema.safeParse(coverImage);
  if (!cover.success) return undefined;
  const { url } = cover.data;
  return /^https?:\/\//.test(url) ? url : `${apiUrl}${url}`;
};

// A date-only value is a calendar day: read as UTC so that no time zone moves it to the day before.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The article's date in French (its `date`, else its creation), or "" when it has neither. */
export const articleDateLabel = (date: unknown, createdAt: unknown): string => {
  const value = typeof date === "string" && date !== "" ? date : createdAt;
  if (typeof value !== "string" || value === "") return "";
  const day = new Date(value);
  if (Number.isNaN(day.getTime())) return "";
  return day.toLocaleDateString("fr-FR", DATE_ONLY.test(value) ? { timeZone: "UTC" } : {});
};

/** List cells show a short excerpt; the full text stays in the cell's title. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
