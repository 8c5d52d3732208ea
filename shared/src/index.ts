// Public surface of @agency/shared, imported by the cms (compiled) and the Vite apps (source).

export * from "./rules/money.js";
export * from "./rules/totals.js";
export * from "./rules/numbering.js";
export * from "./rules/transitions.js";
export * from "./rules/csv.js";
export * from "./rules/amount-in-words.js";
export * from "./rules/dates.js";
export * from "./rules/article-html.js";
export * from "./rules/legal-mentions.js";
export * from "./rules/file-types.js";
export * from "./rules/book-of-record.js";
export * from "./rules/quantity.js";
export * from "./rules/balance.js";
export * from "./rules/credit.js";
export * from "./rules/audit.js";
export * from "./rules/roles.js";
export * from "./rules/ageing.js";
export * from "./rules/months.js";
export * from "./rules/statement.js";

export * from "./labels/options.js";
export * from "./labels/clients.js";
export * from "./labels/invoices.js";
export * from "./labels/quotes.js";
export * from "./labels/deliveries.js";
export * from "./labels/users.js";
export * from "./labels/billing.js";
export * from "./labels/payments.js";
export * from "./labels/content.js";

export * from "./schemas/messages.js";
export * from "./schemas/common.js";
export * from "./schemas/errors.js";
export * from "./schemas/client.js";
export * from "./schemas/line-item.js";
export * from "./schemas/invoice.js";
export * from "./schemas/payment.js";
export * from "./schemas/credit-note.js";
export * from "./schemas/delivery.js";
export * from "./schemas/delivery-mail.js";
export * from "./schemas/document-mail.js";
export * from "./schemas/article.js";
export * from "./schemas/contact.js";
export * from "./schemas/auth.js";
