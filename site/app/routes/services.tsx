import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/PageIntro";
import { ProjectsTeaser } from "../components/ProjectsTeaser";
import { ServiceCards } from "../components/ServiceCards";
import { getProjects, getServices, getSiteText } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { projectCard, requestLanguage, serviceCard } from "../lib/view.server";

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
    services: services.map(serviceCard),
    projects: projects.slice(0, PORTFOLIO_COUNT).map(projectCard),
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Services() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <PageIntro className="container" title={t("pages.services.title")} lead={data.intro}>
        <ServiceCards services={data.services} detailed />
      </PageIntro>
      <ProjectsTeaser
        id="portfolio"
        title={t("pages.services.portfolioTitle")}
        lead={data.portfolioText}
        projects={data.projects}
        cta={t("pages.services.portfolioCta")}
        twoARow
      />
    </div>
  );
}
