import type { Localised, SeedTeamMember } from "./types";

/** Member n of the page: key team-n, photo team-n.png, shown n-th. */
const member = (n: number, name: string, role: Localised<string>): SeedTeamMember => ({
  key: `team-${n}`,
  name,
  order: n,
  image: `team-${n}.png`,
  role,
});

/** The six team members shown on /propos. */
export const TEAM: SeedTeamMember[] = [
  member(1, "Leïla Bennani", { fr: "Directrice générale", en: "Managing Director", ar: "المديرة العامة" }),
  member(2, "Karim El Amrani", { fr: "Directeur artistique", en: "Art Director", ar: "المدير الفني" }),
  member(3, "Omar Tazi", { fr: "Chef de projet digital", en: "Digital Project Manager", ar: "رئيس المشاريع الرقمية" }),
  member(4, "Hamza Ouazzani", { fr: "Community manager", en: "Community Manager", ar: "مسيّر المجتمعات الرقمية" }),
  member(5, "Mehdi Alaoui", { fr: "Développeur web", en: "Web Developer", ar: "مطوّر مواقع الويب" }),
  member(6, "Imane Berrada", {
    fr: "Responsable SEA",
    en: "Paid Search Manager",
    ar: "مسؤولة الإعلانات المدفوعة على محركات البحث",
  }),
];
