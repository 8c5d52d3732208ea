import { CONTACT_SERVICES } from "@agency/shared/labels/content.js";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ContactField, FormResult } from "../lib/forms.server";
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

  // A control's id (unique on the page), its name, and what the visitor typed before a refused post.
  const control = (name: ContactField) => ({ id: `${id}-${name}`, name, defaultValue: values?.[name] });
  const label = (name: ContactField) => <label htmlFor={`${id}-${name}`}>{t(`contactForm.${name}`)}</label>;

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" className="contact-form" noValidate aria-busy={busy}>
      <fieldset disabled={busy} className="form-fields">
        <p className="form-hint">{t("contactForm.requiredHint")}</p>
        <div className="form-row">
          <div className="form-field">
            {label("name")}
            <input {...control("name")} autoComplete="name" required maxLength={100} />
          </div>
          <div className="form-field">
            {label("email")}
            <input {...control("email")} type="email" autoComplete="email" required maxLength={254} dir="ltr" />
          </div>
        </div>
        <div className="form-row">
          <div className="form-field">
            {label("phone")}
            <input {...control("phone")} type="tel" autoComplete="tel" required maxLength={30} dir="ltr" />
          </div>
          <div className="form-field">
            {label("service")}
            <select {...control("service")} required defaultValue={values?.service ?? ""}>
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
          {label("message")}
          <textarea {...control("message")} rows={5} required maxLength={5000} />
        </div>
        <button type="submit" className="button button-primary">
          {busy ? t("contactForm.sending") : t("contactForm.submit")}
        </button>
      </fieldset>
      <FormStatus result={result} />
    </fetcher.Form>
  );
}
