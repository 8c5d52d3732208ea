import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageMetaTags } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadPageMeta(request, "home", "/");

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMetaTags(data);

const serviceKeys = ["web", "social", "ads", "content", "photo", "identity"] as const;

export default function Home() {
  const { t } = useTranslation();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t("pages.home.hero.title")}</h1>
          <p className="hero-subtitle">{t("pages.home.hero.subtitle")}</p>
          <Link to="/contact" className="button button-primary button-large">
            {t("pages.home.hero.cta")}
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container narrow">
          <h2 id="mission-title">{t("pages.home.mission.title")}</h2>
          <p className="lead">{t("pages.home.mission.text")}</p>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">{t("pages.home.servicesTeaser.title")}</h2>
          <p className="lead">{t("pages.home.servicesTeaser.intro")}</p>
          <ul className="card-grid">
            {serviceKeys.map((key) => (
              <li key={key} className="card">
                <h3>{t(`services.${key}.title`)}</h3>
                <p>{t(`services.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <Link to="/services" className="button button-secondary">
            {t("pages.home.servicesTeaser.cta")}
          </Link>
        </div>
      </section>
    </>
  );
}
