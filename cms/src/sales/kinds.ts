import type { UID } from "@strapi/strapi";
import { deliverySchema, invoiceSchema, quoteSchema, type DocumentKind } from "@agency/shared";

export interface SalesKind {
  kind: DocumentKind;
  uid: UID.ContentType;
  table: string;
  numberField: "invoiceNumber" | "quoteNumber" | "deliveryNumber";
  numberColumn: string;
  schema: typeof invoiceSchema | typeof quoteSchema | typeof deliverySchema;
  /** Lines with prices and totals (invoices, quotes) or without (delivery notes). */
  priced: boolean;
  notFound: string;
  /** 409 answer for a number already used (spec 001 §8 for invoices). */
  conflict: string;
  populate: string[];
}

export const SALES_KINDS: Record<DocumentKind, SalesKind> = {
  invoice: {
    kind: "invoice",
    uid: "api::invoice.invoice",
    table: "invoices",
    numberField: "invoiceNumber",
    numberColumn: "invoice_number",
    schema: invoiceSchema,
    priced: true,
    notFound: "Facture non trouvée",
    conflict: "Erreur lors de l'enregistrement de la facture. Veuillez modifier le numéro de facture et réessayer.",
    populate: ["client", "items", "quote", "payments", "creditNotes"],
  },
  quote: {
    kind: "quote",
    uid: "api::quote.quote",
    table: "quotes",
    numberField: "quoteNumber",
    numberColumn: "quote_number",
    schema: quoteSchema,
    priced: true,
    notFound: "Devis non trouvé",
    conflict: "Ce numéro de devis existe déjà. Veuillez le modifier et réessayer.",
    populate: ["client", "items", "invoices"],
  },
  delivery: {
    kind: "delivery",
    uid: "api::delivery.delivery",
    table: "deliveries",
    numberField: "deliveryNumber",
    numberColumn: "delivery_number",
    schema: deliverySchema,
    priced: false,
    notFound: "Bon de livraison non trouvé",
    conflict: "Ce numéro de bon de livraison existe déjà. Veuillez le modifier et réessayer.",
    populate: ["client", "items", "invoice"],
  },
};
