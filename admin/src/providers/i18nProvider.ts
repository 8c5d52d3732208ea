import polyglotI18nProvider from "ra-i18n-polyglot";
import { fr } from "../i18n/fr";

// The back-office is French only (spec: the settings' language list offers only French).
export const i18nProvider = polyglotI18nProvider(() => fr, "fr", [{ locale: "fr", name: "Français" }]);
