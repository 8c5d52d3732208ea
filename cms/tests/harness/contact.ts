/** A complete message of the public site's contact form (POST /api/contact). */
export const CONTACT = {
  name: "Yasmine Berrada",
  email: "yasmine@example.ma",
  phone: "+212 6 12 34 56 78",
  service: "web-creation" as const,
  message: "Bonjour, un devis pour un site ?",
};
