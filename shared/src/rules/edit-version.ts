/**
 * Two people editing the same record: the form sends back the version it was opened on (the record's `updatedAt`,
 * as an HTTP `If-Match` entity tag), and the server refuses the save when the record changed since, instead of
 * overwriting the other person's edit unseen.
 */

export const STALE_EDIT_MESSAGE =
  "Ce document a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert : vos changements n'ont pas été enregistrés. Rechargez la page pour partir de la version actuelle.";

/** The same, of the company's settings, which are no document. */
export const STALE_SETTINGS_MESSAGE =
  "Ces paramètres ont été modifiés par quelqu'un d'autre depuis que vous les avez ouverts : vos changements n'ont pas été enregistrés. Rechargez la page pour partir de la version actuelle.";

/** The `If-Match` value of a record last written at `updatedAt` (an ISO date-time). */
export const editVersionTag = (updatedAt: string): string => `"${updatedAt}"`;

/** The instant an entity tag names, in milliseconds; null when it is not one of ours (`*`, a weak tag, garbage). */
function taggedInstant(tag: string): number | null {
  const match = /^"([^"]+)"$/.exec(tag.trim());
  if (!match?.[1]) return null;
  const instant = Date.parse(match[1]);
  return Number.isNaN(instant) ? null : instant;
}

/**
 * Whether a save sent with `If-Match: tag` may write a record last written at `updatedAt`: only when the tag names
 * that very instant. The databases give it back as a Date, a number or text, to the millisecond either way.
 */
export function isCurrentVersion(tag: string, updatedAt: string | number | Date | null | undefined): boolean {
  const instant = taggedInstant(tag);
  if (instant === null || updatedAt === null || updatedAt === undefined) return false;
  return instant === new Date(updatedAt).getTime();
}
