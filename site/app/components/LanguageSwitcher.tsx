import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type Language, languageNames, supportedLanguages, textDirection } from "../i18n";

/**
 * One form, one submit button per language: a plain HTML post without
 * JavaScript, a Remix navigation with it. The action stores the choice and
 * sends the visitor back to the page they were on.
 */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The address may name a language (?lng=ar): drop it, or it would win over the new choice.
  const search = new URLSearchParams(location.search);
  search.delete("lng");
  const query = search.toString();

  return (
    <Form
      method="post"
      action="/action/set-language"
      className="language-switcher"
      aria-label={t("language.label")}
      preventScrollReset
      replace
    >
      <input type="hidden" name="redirectTo" value={query ? `${location.pathname}?${query}` : location.pathname} />
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="submit"
          name="lng"
          value={language}
          lang={language}
          dir={textDirection(language)}
          aria-current={language === current ? "true" : undefined}
          className="language-option"
        >
          {languageNames[language]}
        </button>
      ))}
    </Form>
  );
}
