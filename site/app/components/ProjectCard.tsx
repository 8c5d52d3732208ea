import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Media } from "../lib/content.server";
import { CmsImage } from "./CmsImage";

export interface ProjectCardData {
  slug: string;
  title: string;
  client: string | null;
  description: string | null;
  image: Media | null;
}

export function ProjectCard({ project, headingLevel = 3 }: { project: ProjectCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card project-card">
      <CmsImage media={project.image} width={1200} height={630} alt="" className="card-image" />
      <div className="card-body">
        {project.client && <p className="card-kicker">{project.client}</p>}
        <Heading className="card-title">{project.title}</Heading>
        {project.description && <p>{project.description}</p>}
        <Link
          to={`/projects/${project.slug}`}
          className="text-link"
          aria-label={t("pages.projects.viewProjectLabel", { title: project.title })}
        >
          {t("pages.projects.viewProject")}
        </Link>
      </div>
    </li>
  );
}
