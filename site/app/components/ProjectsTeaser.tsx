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
}

/** A band with a few projects and a link to all of them. */
export function ProjectsTeaser({ id, title, lead, projects, cta }: ProjectsTeaserProps) {
  return (
    <Section id={id} title={title} variant="alt">
      {lead !== undefined && <p className="lead">{lead}</p>}
      <ul className="card-grid">
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
