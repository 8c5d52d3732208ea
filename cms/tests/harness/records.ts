import { ROLE_WRITER, todayInMorocco } from "@agency/shared";
import type { Core } from "@strapi/strapi";
import { addStaffAccount } from "../../src/seed/accounts";

/** The API path of each deletable collection. */
export const DELETE_PATHS = {
  users: "/api/users",
  messages: "/api/contact",
  articles: "/api/articles",
  subscribers: "/api/subscribers",
  clients: "/api/clients",
  invoices: "/api/invoices",
  quotes: "/api/quotes",
  deliveries: "/api/deliveries",
} as const;

export type Resource = keyof typeof DELETE_PATHS;
export const RESOURCES = Object.keys(DELETE_PATHS) as Resource[];

let sequence = 0;
const unique = () => `${Date.now() % 100000}${++sequence}`;

/** Creates one record of a collection straight in the database; answers the id its API paths use. */
export async function createRecord(strapi: Core.Strapi, resource: Resource): Promise<string> {
  const n = unique();
  const today = todayInMorocco();
  const create = async (uid: any, data: Record<string, unknown>) =>
    (await strapi.documents(uid).create({ data: data as any })).documentId;
  switch (resource) {
    case "users": {
      const user = await addStaffAccount(strapi, {
        name: `Utilisateur ${n}`,
        email: `user${n}@example.ma`,
        password: "Secret1234!",
        role: ROLE_WRITER,
      });
      return String(user.id);
    }
    case "messages":
      return create("api::message.message", {
        name: "Visiteur",
        email: `v${n}@example.ma`,
        phone: "0612345678",
        service: "other",
        message: "Bonjour, un devis svp.",
      });
    case "articles":
      return create("api::article.article", {
        title: `Article ${n}`,
        content: "x".repeat(60),
        category: "marketing",
        status: "draft",
      });
    case "subscribers":
      return create("api::subscriber.subscriber", { email: `s${n}@example.ma` });
    case "clients":
      return create("api::client.client", {
        name: `Client ${n}`,
        type: "individual",
        email: `c${n}@example.ma`,
        phone: "0612345678",
        address: "1 rue de Fès",
      });
    case "invoices":
      // A draft: an issued invoice is never deleted (the book of record's tests cover that).
      return create("api::invoice.invoice", { state: "draft", issueDate: today, dueDate: today });
    case "quotes":
      return create("api::quote.quote", { issueDate: today, validUntil: today });
    case "deliveries":
      return create("api::delivery.delivery", { issueDate: today });
  }
}
