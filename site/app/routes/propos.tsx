import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsImage } from "../components/CmsImage";
import { PageIntro } from "../components/PageIntro";
import { TextSection } from "../components/TextSection";
import { getSiteText, getTeam } from "../lib/content.server";
import { pageMeta } from "../lib/page-meta";
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

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function About() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <PageIntro className="container narrow" title={t("pages.about.title")} lead={data.intro} />
      <div className="container two-columns section">
        <TextSection id="mission" title={t("pages.about.missionTitle")} text={data.mission} />
        <TextSection id="vision" title={t("pages.about.visionTitle")} text={data.vision} />
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
