import { inListOrder } from "./list-order";
import type { Localised, SeedStat } from "./types";

const stat = (key: string, value: string, label: Localised<string>) => ({ key, value, label });

/** Key figures shown in the home-page stats section. */
export const STATS = inListOrder<SeedStat>([
  stat("experience", "10+", { fr: "Années d'expérience", en: "Years of experience", ar: "سنوات من الخبرة" }),
  stat("projects", "250+", { fr: "Projets réalisés", en: "Projects delivered", ar: "مشروع منجز" }),
  stat("clients", "120+", { fr: "Clients accompagnés", en: "Clients supported", ar: "عميل رافقناه" }),
  stat("satisfaction", "98%", { fr: "Clients satisfaits", en: "Client satisfaction", ar: "نسبة رضا العملاء" }),
]);
