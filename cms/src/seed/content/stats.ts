import { inListOrder } from "./list-order";
import type { SeedStat } from "./types";

/** Key figures shown in the home-page stats section. */
export const STATS = inListOrder<SeedStat>([
  {
    key: "experience",
    value: "10+",
    label: { fr: "Années d'expérience", en: "Years of experience", ar: "سنوات من الخبرة" },
  },
  { key: "projects", value: "250+", label: { fr: "Projets réalisés", en: "Projects delivered", ar: "مشروع منجز" } },
  { key: "clients", value: "120+", label: { fr: "Clients accompagnés", en: "Clients supported", ar: "عميل رافقناه" } },
  {
    key: "satisfaction",
    value: "98%",
    label: { fr: "Clients satisfaits", en: "Client satisfaction", ar: "نسبة رضا العملاء" },
  },
]);
