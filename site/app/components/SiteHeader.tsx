import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../i18n";
import { mainNavigation } from "../lib/navigation";
import { LanguageSwitcher } from "./LanguageSwitcher";

const MENU_ID = "site-menu";

/**
 * Under 768 px the menu collapses behind a toggle button. Without JavaScript
 * the toggle cannot work, so styles/no-js.css (loaded inside <noscript>) hides
 * it and keeps the menu open.
 */
export function SiteHeader({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();

  // A navigation (link or language change) should not leave the menu covering the new page.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname, search]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            AD
          </span>
          {t("siteName")}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle-icon" aria-hidden="true" />
          {t("header.menu")}
        </button>
        <div id={MENU_ID} className="site-menu" data-open={menuOpen}>
          <nav aria-label={t("header.navLabel")}>
            <ul className="nav-list">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className="nav-link">
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/contact" className="button button-primary">
            {t("header.contact")}
          </Link>
          <LanguageSwitcher current={locale} />
        </div>
      </div>
    </header>
  );
}
