const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i];

/**
 * What the article editor (headings, bold, italic, underline, strike, lists,
 * colours, links, images) can produce, and nothing else: no script, no event
 * handler, no javascript: URL. Options for sanitize-html, used by the cms when
 * it stores an article and by the site when it shows one (Strapi's own admin
 * panel writes past the cms's controller).
 */
export const ARTICLE_HTML_RULES = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "blockquote",
    "span",
    "pre",
    "code",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    span: ["style"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
  },
  allowedStyles: {
    "*": {
      color: COLOUR,
      "background-color": COLOUR,
      "text-align": [/^(left|right|center|justify|start|end)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  /** Links open nothing with access to the page that opened them. */
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer" },
    }),
  },
};
