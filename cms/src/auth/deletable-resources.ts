import type { UID } from "@strapi/strapi";

export interface DeletableResource {
  uid: UID.ContentType;
  /** Only an admin may delete it (spec 000 §6, spec 001 §6). */
  adminOnly: boolean;
  /** users-permissions users and uploaded files are addressed by numeric id, everything else by documentId. */
  key: "id" | "documentId";
  notFound: string;
  /** How the mail names what is about to be deleted. */
  label: string;
}

/** Every collection whose deletion needs a one-time code, by the name the API and the code calls use. */
export const DELETABLE_RESOURCES = {
  users: {
    uid: "plugin::users-permissions.user",
    adminOnly: true,
    key: "id",
    notFound: "Utilisateur introuvable",
    label: "d'un utilisateur",
  },
  messages: {
    uid: "api::message.message",
    adminOnly: false,
    key: "documentId",
    notFound: "Message non trouvé",
    label: "d'un message",
  },
  articles: {
    uid: "api::article.article",
    adminOnly: false,
    key: "documentId",
    notFound: "Article non trouvé",
    label: "d'un article",
  },
  subscribers: {
    uid: "api::subscriber.subscriber",
    adminOnly: false,
    key: "documentId",
    notFound: "Abonné introuvable",
    label: "d'un abonné",
  },
  clients: {
    uid: "api::client.client",
    adminOnly: true,
    key: "documentId",
    notFound: "Client introuvable",
    label: "d'un client",
  },
  invoices: {
    uid: "api::invoice.invoice",
    adminOnly: true,
    key: "documentId",
    notFound: "Facture non trouvée",
    label: "d'une facture",
  },
  quotes: {
    uid: "api::quote.quote",
    adminOnly: true,
    key: "documentId",
    notFound: "Devis non trouvé",
    label: "d'un devis",
  },
  deliveries: {
    uid: "api::delivery.delivery",
    adminOnly: true,
    key: "documentId",
    notFound: "Bon de livraison non trouvé",
    label: "d'un bon de livraison",
  },
  payments: {
    uid: "api::payment.payment",
    adminOnly: true,
    key: "documentId",
    notFound: "Paiement introuvable",
    label: "d'un paiement",
  },
  files: {
    uid: "plugin::upload.file",
    adminOnly: true,
    key: "id",
    notFound: "Fichier introuvable",
    label: "d'un fichier",
  },
} as const satisfies Record<string, DeletableResource>;

export type DeletableResourceName = keyof typeof DELETABLE_RESOURCES;

export const isDeletableResource = (name: unknown): name is DeletableResourceName =>
  typeof name === "string" && Object.prototype.hasOwnProperty.call(DELETABLE_RESOURCES, name);
