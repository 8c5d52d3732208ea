import { Link } from "@remix-run/react";
import { ProjectCard, type ProjectCardData } from "./ProjectCard";
import { Section } from "./Section";

interface ProjectsTeaserProps {
  id: string;
  title: string;
  lead?: string;
  projects: ProjectCardData[];
  /** the link to the projects page */
  cta: string;
  /** two cards a row, as on the projects page (for a teaser of two, which would leave a third column empty) */
  twoARow?: boolean;
}

/** A band with a few projects and a link to all of them. */
export function ProjectsTeaser({ id, title, lead, projects, cta, twoARow = false }: ProjectsTeaserProps) {
  return (
    <Section id={id} title={title} variant="alt">
      {lead !== undefined && <p className="lead">{lead}</p>}
      <ul className={twoARow ? "card-grid card-grid-2" : "card-grid"}>
        {projects.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </ul>
      <Link to="/projects" className="button button-secondary">
        {cta}
      </Link>
    </Section>
  );
}
