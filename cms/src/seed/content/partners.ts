import { inListOrder } from "./list-order";
import type { SeedPartner } from "./types";

/** Partner programmes and tools shown in the home-page partners strip. */
export const PARTNERS = inListOrder<SeedPartner>([
  {
    key: "google-partner",
    url: "https://www.google.com/partners/",
    name: { fr: "Google Partner", en: "Google Partner", ar: "شريك Google" },
  },
  {
    key: "meta-business-partner",
    url: "https://www.facebook.com/business/marketing-partners",
    name: { fr: "Meta Business Partner", en: "Meta Business Partner", ar: "شريك أعمال Meta" },
  },
  { key: "shopify", url: "https://www.shopify.com/", name: { fr: "Shopify", en: "Shopify", ar: "شوبيفاي" } },
  { key: "hubspot", url: "https://www.hubspot.com/", name: { fr: "HubSpot", en: "HubSpot", ar: "هَب سبوت" } },
  {
    key: "maroc-telecom",
    url: "https://www.iam.ma/",
    name: { fr: "Maroc Telecom", en: "Maroc Telecom", ar: "اتصالات المغرب" },
  },
  {
    key: "cmi",
    url: "https://www.cmi.co.ma/",
    name: {
      fr: "CMI — Centre Monétique Interbancaire",
      en: "CMI — Interbank Payment Centre",
      ar: "المركز المغربي للنقديات",
    },
  },
]);
