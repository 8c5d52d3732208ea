import type { ReactNode } from "react";
import type { Media } from "../lib/content.server";
import { CmsImage } from "./CmsImage";

interface CardProps {
  /** the kind of card, added to the base `card` class */
  variant: string;
  /** the content's language, when it differs from the page's */
  lang?: string;
  image: Media | null;
  kicker: string | null;
  headingLevel: 2 | 3;
  title: ReactNode;
  text: string | null;
  /** the card's last line: details, a link */
  children: ReactNode;
}

/** A list item of a card grid: image, kicker, title, text. */
export function Card({ variant, lang, image, kicker, headingLevel, title, text, children }: CardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={`card ${variant}`} lang={lang}>
      <CmsImage media={image} width={1200} height={630} alt="" className="card-image" />
      <div className="card-body">
        {kicker && <p className="card-kicker">{kicker}</p>}
        <Heading className="card-title">{title}</Heading>
        {text && <p>{text}</p>}
        {children}
      </div>
    </li>
  );
}
