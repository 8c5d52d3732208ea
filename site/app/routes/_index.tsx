import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "../components/ContactForm";
import { ContactInfo } from "../components/ContactInfo";
import { FaqAccordion } from "../components/FaqAccordion";
import { ProjectsTeaser } from "../components/ProjectsTeaser";
import { Section } from "../components/Section";
import { ServiceCards } from "../components/ServiceCards";
import {
  getFaqs,
  getOpeningHours,
  getPartners,
  getProjects,
  getServices,
  getSiteText,
  getStats,
} from "../lib/content.server";
import { localiseDigits } from "../lib/format";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { contactDetails, faqItem, projectCard, requestLanguage, serviceCard } from "../lib/view.server";

const HOME_FAQ_COUNT = 3;
const HOME_PROJECT_COUNT = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const [meta, text, services, partners, stats, projects, faqs, hours] = await Promise.all([
    loadPageMeta(request, "home", "/"),
    getSiteText(locale),
    getServices(locale),
    getPartners(locale),
    getStats(locale),
    getProjects(locale),
    getFaqs(locale),
    getOpeningHours(locale),
  ]);
  return {
    meta,
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
    stats: stats.map(({ documentId, label, value }) => ({ documentId, label, value: localiseDigits(locale, value) })),
    projects: projects.slice(0, HOME_PROJECT_COUNT).map(projectCard),
    faqs: faqs.slice(0, HOME_FAQ_COUNT).map(faqItem),
    contact: contactDetails(locale, text, hours),
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Home() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{data.hero.title}</h1>
          <p className="hero-subtitle">{data.hero.subtitle}</p>
          <Link to="/contact" className="button button-primary button-large">
            {t("pages.home.hero.cta")}
          </Link>
        </div>
      </section>

      <Section id="mission" title={t("pages.home.mission.title")} narrow>
        <p className="lead">{data.mission}</p>
        <Link to="/propos" className="text-link">
          {t("pages.home.mission.cta")}
        </Link>
      </Section>

      <Section
        id="partners"
        title={t("pages.home.partners.title")}
        variant="compact"
        titleClassName="section-title-small"
      >
        <ul className="partner-list">
          {data.partners.map((partner) => (
            <li key={partner.documentId}>
              {partner.url ? (
                <a href={partner.url} rel="noopener noreferrer">
                  {partner.name}
                </a>
              ) : (
                partner.name
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stats" title={t("pages.home.stats.title")} variant="dark" titleClassName="visually-hidden">
        <dl className="stat-list">
          {data.stats.map((stat) => (
            <div key={stat.documentId} className="stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="services" title={t("pages.home.servicesTeaser.title")} variant="alt">
        <ServiceCards services={data.services} />
        <Link to="/services" className="button button-secondary">
          {t("pages.home.servicesTeaser.cta")}
        </Link>
      </Section>

      <section className="section" aria-labelledby="expertise-title">
        <div className="container two-columns">
          <div>
            <h2 id="expertise-title">{t("pages.home.expertise.title")}</h2>
            <p className="lead">{data.expertise.text}</p>
          </div>
          <ul className="check-list">
            {data.expertise.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <ProjectsTeaser
        id="projects"
        title={t("pages.home.projects.title")}
        projects={data.projects}
        cta={t("pages.home.projects.cta")}
      />

      <Section id="faq" title={t("pages.home.faq.title")} narrow>
        <FaqAccordion faqs={data.faqs} />
        <Link to="/faq" className="button button-secondary">
          {t("pages.home.faq.cta")}
        </Link>
      </Section>

      <Section id="contact" title={t("pages.home.contact.title")} variant="alt">
        <div className="contact-layout">
          <ContactForm />
          <ContactInfo details={data.contact} headingLevel={3} />
        </div>
      </Section>
    </>
  );
}
