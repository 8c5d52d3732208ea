import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "./ContactForm";
import { ContactInfo } from "./ContactInfo";
import { FaqAccordion } from "./FaqAccordion";
import { ProjectsTeaser } from "./ProjectsTeaser";
import { Section } from "./Section";
import { ServiceCards } from "./ServiceCards";
import type { HomeContent } from "../lib/home.server";

/** The home page, as visitors see it and as an editor previews the site's text. */
export function HomePage({ data }: { data: HomeContent }) {
  const { t } = useTranslation();

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
