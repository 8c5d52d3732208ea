import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProjectCard } from "../components/ProjectCard";
import { getProjects, getServices, getSiteText } from "../lib/content.server";
import { pageMetaTags } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { projectCard, requestLanguage } from "../lib/view.server";

const PORTFOLIO_COUNT = 2;

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const [meta, text, services, projects] = await Promise.all([
    loadPageMeta(request, "services", "/services"),
    getSiteText(locale),
    getServices(locale),
    getProjects(locale),
  ]);
  return {
    meta,
    intro: text.servicesIntro,
    portfolioText: text.portfolioText,
    services: services.map(({ slug, title, description }) => ({ slug, title, description })),
    projects: projects.slice(0, PORTFOLIO_COUNT).map(projectCard),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMetaTags(data?.meta);

export default function Services() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <div className="container">
        <h1>{t("pages.services.title")}</h1>
        <p className="lead">{data.intro}</p>
        <ul className="card-grid">
          {data.services.map((service) => (
            <li key={service.slug} className="card service-card" id={service.slug}>
              <div className="card-body">
                <h2 className="card-title">{service.title}</h2>
                <p>{service.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <section className="section section-alt" aria-labelledby="portfolio-title">
        <div className="container">
          <h2 id="portfolio-title">{t("pages.services.portfolioTitle")}</h2>
          <p className="lead">{data.portfolioText}</p>
          <ul className="card-grid">
            {data.projects.map((project) => (
              <ProjectCard key={project.slug} project={project} />
            ))}
          </ul>
          <Link to="/projects" className="button button-secondary">
            {t("pages.services.portfolioCta")}
          </Link>
        </div>
      </section>
    </div>
  );
}
