import type { Modules, UID } from "@strapi/strapi";

/**
 * Data for the document service. Strapi's input type requires the attributes that
 * have a default (an invoice's status...) and refuses null, which clears a field:
 * our data is checked by the shared zod schemas and the content types instead.
 */
export const documentData = <T extends UID.ContentType>(data: object) => data as Modules.Documents.Params.Data.Input<T>;

/**
 * A populate list chosen at run time (a sales kind's, an export's): Strapi types
 * populate per content type, and for a uid known only at run time it accepts no name.
 */
export const populateOf = (fields: readonly string[] | Record<string, unknown>) =>
  fields as Modules.Documents.Params.Populate.Any<UID.ContentType>;

/**
 * Filters and a sort read from a request (validated and sanitised by Strapi
 * against the model), for a uid known only at run time: the same reason.
 */
export const filtersOf = (filters: unknown) => filters as Modules.Documents.Params.Filters.Any<UID.ContentType>;
export const sortOf = (sort: unknown) => sort as Modules.Documents.Params.Sort.Any<UID.ContentType>;
