import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsImage } from "../components/CmsImage";
import { TextSection } from "../components/TextSection";
import { getProjects } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { requestLanguage } from "../lib/view.server";

/** /projects/{id}: the id is the project's slug, the same in every language. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const slug = params.id ?? "";
  const project = (await getProjects(locale)).find((candidate) => candidate.slug === slug);
  // The root error boundary shows the translated not-found page.
  if (!project) throw new Response("Not Found", { status: 404 });
  const meta = await loadPageMeta(request, "project", `/projects/${encodeURIComponent(slug)}`, {
    title: `${project.title} | ${project.client ?? ""}`.replace(/ \| $/, ""),
    description: project.description ?? undefined,
  });
  return {
    meta,
    project,
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Project() {
  const { t } = useTranslation();
  const { project } = useLoaderData<typeof loader>();
  const sections = [
    { key: "challenges", text: project.challenges },
    { key: "solutions", text: project.solutions },
    { key: "results", text: project.results },
  ] as const;
  return (
    <article className="page container narrow">
      <Link to="/projects" className="text-link">
        {t("pages.project.back")}
      </Link>
      <h1>{project.title}</h1>
      {project.description && <p className="lead">{project.description}</p>}
      <dl className="facts">
        <div>
          <dt>{t("pages.project.client")}</dt>
          <dd>{project.client}</dd>
        </div>
        <div>
          <dt>{t("pages.project.expertise")}</dt>
          <dd>{project.expertise}</dd>
        </div>
        <div>
          <dt>{t("pages.project.year")}</dt>
          <dd>{project.year}</dd>
        </div>
      </dl>
      <CmsImage media={project.image} width={1200} height={630} alt="" eager className="wide-image" />
      {sections.map((section) =>
        section.text ? (
          <TextSection
            key={section.key}
            id={section.key}
            title={t(`pages.project.${section.key}`)}
            text={section.text}
          />
        ) : null,
      )}
    </article>
  );
}
