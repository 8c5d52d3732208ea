import { CONTACT_SERVICES } from "@agency/shared/labels/content.js";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FormResult } from "../lib/forms.server";
import { FormStatus } from "./FormStatus";

/**
 * The contact form of spec 000 point 5. A plain HTML post to /contact without
 * JavaScript (the page shows the result); with it, a fetcher that keeps the
 * visitor where they are, disables the form while sending and shows the answer.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  // Set when the page itself is /contact and the form was posted without JavaScript.
  const pageResult = useActionData<FormResult>();
  const result = fetcher.data ?? pageResult;
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const values = result && !result.ok ? result.values : undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const field = (name: string) => `${id}-${name}`;

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" className="contact-form" noValidate aria-busy={busy}>
      <fieldset disabled={busy} className="form-fields">
        <p className="form-hint">{t("contactForm.requiredHint")}</p>
        <div className="form-row">
          <div className="form-field">
            <label htmlFor={field("name")}>{t("contactForm.name")}</label>
            <input
              id={field("name")}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={values?.name}
            />
          </div>
          <div className="form-field">
            <label htmlFor={field("email")}>{t("contactForm.email")}</label>
            <input
              id={field("email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values?.email}
              dir="ltr"
            />
          </div>
        </div>
        <div className="form-row">
          <div className="form-field">
            <label htmlFor={field("phone")}>{t("contactForm.phone")}</label>
            <input
              id={field("phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={30}
              defaultValue={values?.phone}
              dir="ltr"
            />
          </div>
          <div className="form-field">
            <label htmlFor={field("service")}>{t("contactForm.service")}</label>
            <select id={field("service")} name="service" required defaultValue={values?.service ?? ""}>
              <option value="">{t("contactForm.servicePlaceholder")}</option>
              {CONTACT_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t(`contactForm.services.${service}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="form-field">
          <label htmlFor={field("message")}>{t("contactForm.message")}</label>
          <textarea
            id={field("message")}
            name="message"
            rows={5}
            required
            maxLength={5000}
            defaultValue={values?.message}
          />
        </div>
        <button type="submit" className="button button-primary">
          {busy ? t("contactForm.sending") : t("contactForm.submit")}
        </button>
      </fieldset>
      <FormStatus result={result} />
    </fetcher.Form>
  );
}
