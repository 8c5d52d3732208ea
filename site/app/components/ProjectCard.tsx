import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Media } from "../lib/content.server";
import { Card } from "./Card";

export interface ProjectCardData {
  slug: string;
  title: string;
  client: string | null;
  description: string | null;
  image: Media | null;
}

export function ProjectCard({ project, headingLevel = 3 }: { project: ProjectCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="project-card"
      image={project.image}
      kicker={project.client}
      headingLevel={headingLevel}
      title={project.title}
      text={project.description}
    >
      <Link
        to={`/projects/${project.slug}`}
        className="text-link"
        aria-label={t("pages.projects.viewProjectLabel", { title: project.title })}
      >
        {t("pages.projects.viewProject")}
      </Link>
    </Card>
  );
}
