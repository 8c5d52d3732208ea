/**
 * The helper texts of a form: one per distinct message, under the first field (in screen
 * order) that has it. A rule several fields break, e.g. "Veuillez remplir tous les champs",
 * is written once; every field concerned is still flagged by being in `errors`.
 */
export const distinctFieldMessages = (
  errors: Readonly<Record<string, string>>,
  order: readonly string[],
): Record<string, string> => {
  const seen = new Set<string>();
  const shown: Record<string, string> = {};
  for (const field of order) {
    const message = errors[field];
    if (message !== undefined && !seen.has(message)) {
      seen.add(message);
      shown[field] = message;
    }
  }
  return shown;
};
