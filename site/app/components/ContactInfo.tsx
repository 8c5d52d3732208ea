import { useTranslation } from "react-i18next";

export interface ContactDetails {
  supportText: string;
  address: string;
  email: string;
  phone: string;
  /** already formatted in the page's language */
  hours: Array<{ days: string; opens: string | null; closes: string | null }>;
}

/** Support, address, e-mail, phone and the opening hours of spec 000 point 9. */
export function ContactInfo({ details, headingLevel = 2 }: { details: ContactDetails; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className="contact-info">
      <Heading className="visually-hidden">{t("pages.contact.infoTitle")}</Heading>
      <Sub>{t("pages.contact.supportTitle")}</Sub>
      <p>{details.supportText}</p>
      <dl className="contact-list">
        <dt>{t("pages.contact.emailLabel")}</dt>
        <dd>
          <a href={`mailto:${details.email}`} dir="ltr">
            {details.email}
          </a>
        </dd>
        <dt>{t("pages.contact.phoneLabel")}</dt>
        <dd>
          <a href={`tel:${details.phone.replace(/\s+/g, "")}`} dir="ltr">
            {details.phone}
          </a>
        </dd>
        <dt>{t("pages.contact.addressTitle")}</dt>
        <dd>
          <address>{details.address}</address>
        </dd>
      </dl>
      <Sub>{t("pages.contact.hoursTitle")}</Sub>
      <dl className="opening-hours">
        {details.hours.map((line) => (
          <div key={line.days} className="opening-hours-row">
            <dt>{line.days}</dt>
            <dd>
              {line.opens && line.closes
                ? t("pages.contact.hours", { opens: line.opens, closes: line.closes })
                : t("pages.contact.closed")}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
