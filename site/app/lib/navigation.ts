/** The site's main sections, in menu order; the header and footer share them. */
export const mainNavigation = [
  { to: "/", labelKey: "nav.home" },
  { to: "/services", labelKey: "nav.services" },
  { to: "/propos", labelKey: "nav.about" },
  { to: "/blog", labelKey: "nav.blog" },
  { to: "/faq", labelKey: "nav.faq" },
] as const;

/** The agency's social accounts. The platform home pages stand in until the real profile addresses are known. */
export const socialLinks = [
  { network: "facebook", href: "https://www.facebook.com/", labelKey: "footer.social.facebook" },
  { network: "instagram", href: "https://www.instagram.com/", labelKey: "footer.social.instagram" },
  { network: "linkedin", href: "https://www.linkedin.com/", labelKey: "footer.social.linkedin" },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]["network"];
