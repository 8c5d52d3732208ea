import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../components/FormStatus";
import { requestTranslations } from "../i18n.server";
import { type FormResult, subscribeToNewsletter } from "../lib/forms.server";

// The footer form posts here. A loader that redirected would also run after the
// post (without JavaScript) and hide the answer, so the page simply renders.
export const loader = () => null;

/** Newsletter sign-up (POST /api/subscribers on the cms). */
export async function action({ request }: ActionFunctionArgs) {
  const t = await requestTranslations(request);
  return subscribeToNewsletter(request, await request.formData(), t);
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as { siteName?: string } | undefined;
  return [{ title: `Newsletter | ${root?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
};

/** Shown only without JavaScript: with it, the footer shows the answer in place. */
export default function Newsletter() {
  const { t } = useTranslation();
  const result = useActionData<FormResult>();
  return (
    <div className="container page narrow">
      <h1>{t("newsletter.pageTitle")}</h1>
      <FormAlert result={result} />
      <Link to="/" className="button button-primary">
        {t("newsletter.back")}
      </Link>
    </div>
  );
}
