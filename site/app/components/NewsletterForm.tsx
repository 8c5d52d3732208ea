import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FormResult } from "../lib/forms.server";
import { FormStatus } from "./FormStatus";

/**
 * The footer's sign-up: without JavaScript a post to /newsletter, which shows
 * the answer on its own page; with it, the answer appears in place. The server
 * checks the address (spec 000 §5: no check in the browser), so a bad one gets
 * the site's message in the page's language, not the browser's bubble.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult>({ key: "newsletter" });
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      className="newsletter-form"
      aria-labelledby="newsletter-title"
      noValidate
    >
      <fieldset disabled={busy} className="form-fields">
        <label htmlFor="newsletter-email">{t("footer.newsletter.emailLabel")}</label>
        <div className="newsletter-row">
          <input id="newsletter-email" type="email" name="email" autoComplete="email" required dir="ltr" />
          <button type="submit" className="button button-primary">
            {busy ? t("newsletter.sending") : t("footer.newsletter.submit")}
          </button>
        </div>
      </fieldset>
      <FormStatus result={result} />
    </fetcher.Form>
  );
}
