/** What the public site shows: the only content types content editors manage in Strapi's panel. */
export const PUBLIC_CONTENT_TYPES: readonly string[] = [
  "api::article.article",
  "api::faq.faq",
  "api::project.project",
  "api::service.service",
  "api::team-member.team-member",
  "api::partner.partner",
  "api::stat.stat",
  "api::opening-hour.opening-hour",
  "api::site-content.site-content",
];
