import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../components/PageIntro";
import { ProjectCard } from "../components/ProjectCard";
import { getProjects } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { projectCard, requestLanguage } from "../lib/view.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const [meta, projects] = await Promise.all([loadPageMeta(request, "projects", "/projects"), getProjects(locale)]);
  return { meta, projects: projects.map(projectCard) };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Projects() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <PageIntro className="page container" title={t("pages.projects.title")} lead={t("pages.projects.intro")}>
      <ul className="card-grid card-grid-2">
        {data.projects.map((project) => (
          <ProjectCard key={project.slug} project={project} headingLevel={2} />
        ))}
      </ul>
    </PageIntro>
  );
}
