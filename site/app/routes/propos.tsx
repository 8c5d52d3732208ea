import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsImage } from "../components/CmsImage";
import { getSiteText, getTeam } from "../lib/content.server";
import { pageMetaTags } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { requestLanguage } from "../lib/view.server";

// React Router matches paths case-insensitively, so /Propos (the spelling in
// the spec's route table) answers 200 with this same page; the canonical link names /propos.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const [meta, text, team] = await Promise.all([
    loadPageMeta(request, "about", "/propos"),
    getSiteText(locale),
    getTeam(locale),
  ]);
  return {
    meta,
    intro: text.aboutIntro,
    mission: text.missionText,
    vision: text.visionText,
    team: team.map(({ documentId, name, role, image }) => ({ documentId, name, role, image })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMetaTags(data?.meta);

export default function About() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <div className="container narrow">
        <h1>{t("pages.about.title")}</h1>
        <p className="lead">{data.intro}</p>
      </div>
      <div className="container two-columns section">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title">{t("pages.about.missionTitle")}</h2>
          <p>{data.mission}</p>
        </section>
        <section aria-labelledby="vision-title">
          <h2 id="vision-title">{t("pages.about.visionTitle")}</h2>
          <p>{data.vision}</p>
        </section>
      </div>
      <section className="container section" aria-labelledby="team-title">
        <h2 id="team-title">{t("pages.about.teamTitle")}</h2>
        <ul className="team-grid">
          {data.team.map((member) => (
            <li key={member.documentId} className="team-member">
              <CmsImage media={member.image} width={400} height={400} alt="" className="team-photo" />
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
