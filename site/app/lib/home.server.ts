import type { Language } from "../i18n";
import {
  getFaqs,
  getOpeningHours,
  getPartners,
  getProjects,
  getServices,
  getStats,
  type SiteText,
} from "./content.server";
import { contactDetails, faqItem, projectCard, serviceCard } from "./view.server";

const HOME_FAQ_COUNT = 3;
const HOME_PROJECT_COUNT = 3;

/** What the home page shows around the site's text: `text` as saved, or as previewed (read beside the rest). */
export async function homeContent(locale: Language, siteText: Promise<SiteText>) {
  const [text, services, partners, stats, projects, faqs, hours] = await Promise.all([
    siteText,
    getServices(locale),
    getPartners(locale),
    getStats(locale),
    getProjects(locale),
    getFaqs(locale),
    getOpeningHours(locale),
  ]);
  return {
    hero: { title: text.heroTitle, subtitle: text.heroSubtitle },
    mission: text.missionText,
    expertise: {
      text: text.expertiseText,
      items: text.expertiseItems
        .split("\n")
        .map((item) => item.trim())
        .filter(Boolean),
    },
    services: services.map(serviceCard),
    partners: partners.map(({ documentId, name, url }) => ({ documentId, name, url })),
    stats: stats.map(({ documentId, label, value }) => ({ documentId, label, value })),
    projects: projects.slice(0, HOME_PROJECT_COUNT).map(projectCard),
    faqs: faqs.slice(0, HOME_FAQ_COUNT).map(faqItem),
    contact: contactDetails(locale, text, hours),
  };
}

export type HomeContent = Awaited<ReturnType<typeof homeContent>>;
