import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { mainNavigation, socialLinks } from "../lib/navigation";
import { NewsletterForm } from "./NewsletterForm";
import { SocialIcon } from "./SocialIcon";

// The footer map adds the pages the header leaves out.
const footerNavigation = [
  ...mainNavigation,
  { to: "/projects", labelKey: "nav.projects" },
  { to: "/contact", labelKey: "nav.contact" },
] as const;

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{t("siteName")}</p>
          <p>{t("footer.tagline")}</p>
        </div>

        <nav aria-label={t("footer.navLabel")}>
          <h2 className="footer-title">{t("footer.navTitle")}</h2>
          <ul className="footer-links">
            {footerNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="footer-title">{t("footer.socialTitle")}</h2>
          <ul className="social-links">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a href={link.href} aria-label={t(link.labelKey)} className="social-link">
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="footer-title" id="newsletter-title">
            {t("footer.newsletter.title")}
          </h2>
          <p>{t("footer.newsletter.text")}</p>
          <NewsletterForm />
        </div>
      </div>
      <p className="container copyright">{t("footer.copyright", { year, siteName: t("siteName") })}</p>
    </footer>
  );
}
