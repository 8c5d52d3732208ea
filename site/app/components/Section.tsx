import type { ReactNode } from "react";

interface SectionProps {
  /** names the section: its heading's id is `${id}-title` */
  id: string;
  title: string;
  /** the band's background or spacing, added to the base `section` class */
  variant?: "alt" | "dark" | "compact";
  /** a narrower column, for running text */
  narrow?: boolean;
  titleClassName?: string;
  children: ReactNode;
}

/** A full-width band of a page, named by its heading, its content in the centred container. */
export function Section({ id, title, variant, narrow = false, titleClassName, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={variant ? `section section-${variant}` : "section"} aria-labelledby={titleId}>
      <div className={narrow ? "container narrow" : "container"}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
