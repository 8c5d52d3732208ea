import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "./PageIntro";

/** What the root error boundary shows: "notFound" for unknown addresses, "error" for anything else. */
export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const { t } = useTranslation();
  return (
    <PageIntro className="container page error-page" title={t(`${kind}.title`)} lead={t(`${kind}.text`)}>
      <Link to="/" className="button button-primary">
        {t(`${kind}.homeLink`)}
      </Link>
    </PageIntro>
  );
}
