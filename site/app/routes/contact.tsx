import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "../components/ContactForm";
import { ContactInfo } from "../components/ContactInfo";
import { PageIntro } from "../components/PageIntro";
import { requestTranslations } from "../i18n.server";
import { getOpeningHours, getSiteText } from "../lib/content.server";
import { sendContactForm } from "../lib/forms.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { contactDetails, requestLanguage } from "../lib/view.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const [meta, text, hours] = await Promise.all([
    loadPageMeta(request, "contact", "/contact"),
    getSiteText(locale),
    getOpeningHours(locale),
  ]);
  return { meta, intro: text.contactIntro, contact: contactDetails(locale, text, hours) };
}

/** The contact form of every page posts here (spec 000 points 5 and 8). */
export async function action({ request }: ActionFunctionArgs) {
  const t = await requestTranslations(request);
  return sendContactForm(request, await request.formData(), t);
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Contact() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <PageIntro className="page container" title={t("pages.contact.title")} lead={data.intro}>
      <div className="contact-layout">
        <ContactForm />
        <ContactInfo details={data.contact} />
      </div>
    </PageIntro>
  );
}
