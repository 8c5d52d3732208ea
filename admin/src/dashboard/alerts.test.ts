import polyglotI18nProvider from "ra-i18n-polyglot";
import frenchMessages from "ra-language-french";
import { describe, expect, it } from "vitest";
import { alertSentence } from "./alerts";
import type { DashboardAlert } from "./summary";
import { dashboardStrings } from "./strings";

// The dashboard's own strings only, as fr.ts merges them, so the test does not depend on other screens.
const i18n = polyglotI18nProvider(() => ({ ...frenchMessages, app: { dashboard_screen: dashboardStrings } }), "fr");
const sentence = (type: DashboardAlert["type"], count: number) => {
  const { key, options } = alertSentence({ type, count });
  return i18n.translate(key, options);
};

describe("alertSentence", () => {
  it("says the plural sentences of the brief", () => {
    expect(sentence("overdue-invoices", 3)).toBe("3 factures impayées en retard");
    expect(sentence("expiring-quotes", 2)).toBe("2 devis expirent dans les 7 jours");
    expect(sentence("expired-quotes", 6)).toBe("6 devis expirés sans réponse");
    expect(sentence("unread-messages", 5)).toBe("5 messages non lus");
    expect(sentence("deliveries-due", 4)).toBe("4 bons de livraison à livrer sous 3 jours");
  });

  it("uses the singular for one", () => {
    expect(sentence("overdue-invoices", 1)).toBe("1 facture impayée en retard");
    expect(sentence("expiring-quotes", 1)).toBe("1 devis expire dans les 7 jours");
    expect(sentence("expired-quotes", 1)).toBe("1 devis expiré sans réponse");
    expect(sentence("unread-messages", 1)).toBe("1 message non lu");
    expect(sentence("deliveries-due", 1)).toBe("1 bon de livraison à livrer sous 3 jours");
  });
});
