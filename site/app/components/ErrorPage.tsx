import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** What the root error boundary shows: "notFound" for unknown addresses, "error" for anything else. */
export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const { t } = useTranslation();
  return (
    <div className="container page error-page">
      <h1>{t(`${kind}.title`)}</h1>
      <p className="lead">{t(`${kind}.text`)}</p>
      <Link to="/" className="button button-primary">
        {t(`${kind}.homeLink`)}
      </Link>
    </div>
  );
}
