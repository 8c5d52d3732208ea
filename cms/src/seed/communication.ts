import type { Core } from "@strapi/strapi";

const MESSAGES = [
  {
    name: "Hicham Berrada",
    email: "hicham.berrada@example.ma",
    phone: "+212 6 61 22 33 44",
    service: "web-creation",
    message:
      "Bonjour, nous souhaitons refaire le site de notre boulangerie à Rabat avec une boutique en ligne. Pouvez-vous nous proposer un devis ?",
  },
  {
    name: "Zineb Alami",
    email: "zineb.alami@example.ma",
    phone: "+212 6 62 45 78 90",
    service: "social-media",
    message: "Je lance une marque de caftans et je cherche une agence pour gérer Instagram et TikTok pendant six mois.",
  },
  {
    name: "Mehdi Squalli",
    email: "mehdi.squalli@example.ma",
    phone: "+212 6 70 11 22 33",
    service: "ad-campaigns",
    message:
      "Nous voulons une campagne Google Ads pour notre clinique dentaire à Casablanca. Quel budget minimum conseillez-vous ?",
  },
  {
    name: "Salma Tahiri",
    email: "salma.tahiri@example.ma",
    phone: "+212 6 55 66 77 88",
    service: "visual-identity",
    message: "Notre coopérative d’huile d’argan a besoin d’un nouveau logo et d’étiquettes pour l’export.",
  },
  {
    name: "Adil Naciri",
    email: "adil.naciri@example.ma",
    phone: "+212 6 44 33 22 11",
    service: "photography",
    message: "Shooting photo pour 40 produits d’artisanat, en studio, à Fès. Disponibilités en décembre ?",
  },
  {
    name: "Houda Chraibi",
    email: "houda.chraibi@example.ma",
    phone: "+212 6 99 88 77 66",
    service: "content-creation",
    message: "Nous cherchons un rédacteur pour 8 articles de blog par mois sur l’immobilier au Maroc.",
  },
];

const SUBSCRIBERS = [
  "amal.benjelloun@example.ma",
  "omar.fassi@example.ma",
  "nadia.lahlou@example.ma",
  "yassir.tazi@example.ma",
  "rim.kabbaj@example.ma",
  "anas.bennis@example.ma",
  "ines.sefrioui@example.ma",
  "karima.ouali@example.ma",
  "reda.bouhlal@example.ma",
  "sara.mernissi@example.ma",
];

/** Contact messages and newsletter subscribers, so the writer's screens are not empty on a fresh machine. */
export async function seedCommunication(strapi: Core.Strapi, now = new Date()): Promise<void> {
  if ((await strapi.db.query("api::message.message").count()) === 0) {
    for (const [index, message] of MESSAGES.entries()) {
      const date = new Date(now.getTime() - (index + 1) * 26 * 3_600_000);
      await strapi.documents("api::message.message").create({ data: { ...message, date, read: index > 2 } });
    }
  }
  if ((await strapi.db.query("api::subscriber.subscriber").count()) === 0) {
    for (const [index, email] of SUBSCRIBERS.entries()) {
      await strapi
        .documents("api::subscriber.subscriber")
        .create({ data: { email, source: index % 3 === 0 ? "Page blog" : "Site web" } });
    }
  }
}
