import type { SeedTeamMember } from "./types";

/** The six team members shown on /propos. */
export const TEAM: SeedTeamMember[] = [
  {
    key: "team-1",
    name: "Leïla Bennani",
    order: 1,
    image: "team-1.png",
    role: { fr: "Directrice générale", en: "Managing Director", ar: "المديرة العامة" },
  },
  {
    key: "team-2",
    name: "Karim El Amrani",
    order: 2,
    image: "team-2.png",
    role: { fr: "Directeur artistique", en: "Art Director", ar: "المدير الفني" },
  },
  {
    key: "team-3",
    name: "Omar Tazi",
    order: 3,
    image: "team-3.png",
    role: { fr: "Chef de projet digital", en: "Digital Project Manager", ar: "رئيس المشاريع الرقمية" },
  },
  {
    key: "team-4",
    name: "Hamza Ouazzani",
    order: 4,
    image: "team-4.png",
    role: { fr: "Community manager", en: "Community Manager", ar: "مسيّر المجتمعات الرقمية" },
  },
  {
    key: "team-5",
    name: "Mehdi Alaoui",
    order: 5,
    image: "team-5.png",
    role: { fr: "Développeur web", en: "Web Developer", ar: "مطوّر مواقع الويب" },
  },
  {
    key: "team-6",
    name: "Imane Berrada",
    order: 6,
    image: "team-6.png",
    role: { fr: "Responsable SEA", en: "Paid Search Manager", ar: "مسؤولة الإعلانات المدفوعة على محركات البحث" },
  },
];
