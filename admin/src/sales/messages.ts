/** Strings of the invoice and quote screens, under `app.sales.*`. */
export const salesMessages = {};
