import type { ReactNode } from "react";

interface PageIntroProps {
  /** the column's layout classes */
  className: string;
  title: string;
  lead: string;
  /** what follows in the same column */
  children?: ReactNode;
}

/** A page's title and introduction, at the top of the column that holds them. */
export function PageIntro({ className, title, lead, children }: PageIntroProps) {
  return (
    <div className={className}>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </div>
  );
}
