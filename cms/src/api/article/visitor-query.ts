/**
 * What a visitor (no token) may ask of the articles: published ones only, and nothing of a draft through a
 * relation. A related article is populated only when published, translations (`localizations`) not at all, and
 * filters on relations are dropped, so that no answer depends on a draft's text.
 */
const RELATIONS = new Set(["relatedPosts", "localizations", "coverImage", "createdBy", "updatedBy"]);

const PUBLISHED = { status: { $eq: "published" } };

function withoutRelations(filter: unknown): unknown {
  if (Array.isArray(filter)) return filter.map(withoutRelations);
  if (!filter || typeof filter !== "object") return filter;
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([key]) => !RELATIONS.has(key))
      .map(([key, value]) => [key, withoutRelations(value)]),
  );
}

/** `populate` as a record of relation → its options, from Strapi's string, list or object forms. */
function requested(populate: unknown): Record<string, unknown> {
  if (typeof populate === "string") return Object.fromEntries(populate.split(",").map((name) => [name.trim(), true]));
  if (Array.isArray(populate)) return Object.fromEntries(populate.map((name) => [String(name), true]));
  return populate && typeof populate === "object" ? (populate as Record<string, unknown>) : {};
}

/** The fields asked of a relation, and nothing deeper. */
const fieldsOnly = (options: unknown): { fields?: unknown } =>
  options && typeof options === "object" && "fields" in options
    ? { fields: (options as { fields: unknown }).fields }
    : {};

function visitorPopulate(populate: unknown): Record<string, unknown> {
  const asked = requested(populate);
  return {
    ...("coverImage" in asked
      ? { coverImage: fieldsOnly(asked.coverImage).fields ? fieldsOnly(asked.coverImage) : true }
      : {}),
    ...("relatedPosts" in asked ? { relatedPosts: { ...fieldsOnly(asked.relatedPosts), filters: PUBLISHED } } : {}),
  };
}

export function visitorArticleQuery(query: Record<string, unknown>): Record<string, unknown> {
  const filters = withoutRelations(query.filters ?? {}) as Record<string, unknown>;
  return { ...query, filters: { ...filters, status: "published" }, populate: visitorPopulate(query.populate) };
}
