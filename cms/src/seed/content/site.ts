import { DEMO_COMPANY } from "../company";
import { inListOrder } from "./list-order";
import type { Localised } from "./types";

/** The same agency as on the sales documents (company settings). */
export const SITE_CONTACT = { email: DEMO_COMPANY.email, phone: DEMO_COMPANY.phone };

/** Editorial text of the public pages (single type "Textes du site") in French: the other languages give the same fields. */
const FRENCH_TEXT = {
  heroTitle: "Faites grandir votre marque en ligne",
  heroSubtitle:
    "Sites web, réseaux sociaux, publicité et contenus : une équipe marocaine qui conçoit, lance et mesure votre présence digitale.",
  missionText:
    "Aider les entreprises marocaines à se faire connaître et à convertir leur audience, avec une stratégie claire, des créations soignées et des résultats mesurables.",
  visionText:
    "Devenir le partenaire digital de référence des marques du Maroc et d’Afrique, en français, en arabe et en anglais, avec des solutions accessibles à toutes les tailles d’entreprise.",
  expertiseText: "Une équipe pluridisciplinaire qui maîtrise chaque étape de votre présence en ligne.",
  /** one skill per line */
  expertiseItems:
    "Stratégie digitale et conseil\nUX et UI design\nDéveloppement web et e-commerce\nRéférencement naturel (SEO)\nPublicité Google et Meta\nAnalyse de données et reporting",
  aboutIntro:
    "Nous sommes une équipe de stratèges, de designers et de développeurs réunis à Casablanca autour d’une même idée : le digital doit servir vos objectifs.",
  servicesIntro: "Six expertises complémentaires pour construire et faire vivre votre présence en ligne.",
  portfolioText: "Découvrez quelques projets menés pour nos clients, de la stratégie aux résultats.",
  contactIntro: "Parlez-nous de votre projet : nous vous répondons sous un jour ouvré.",
  supportText: "Une question sur un projet en cours ? Notre équipe support vous répond par e-mail et par téléphone.",
  address: DEMO_COMPANY.address,
};

/** The editorial text in fr / en / ar. */
export const SITE_TEXT: Localised<typeof FRENCH_TEXT> = {
  fr: FRENCH_TEXT,
  en: {
    heroTitle: "Grow your brand online",
    heroSubtitle:
      "Websites, social media, advertising and content: a Moroccan team that designs, launches and measures your digital presence.",
    missionText:
      "Helping Moroccan businesses get known and convert their audience, with a clear strategy, carefully crafted work and measurable results.",
    visionText:
      "To become the leading digital partner of brands in Morocco and Africa, in French, Arabic and English, with solutions within reach of businesses of every size.",
    expertiseText: "A multidisciplinary team that masters every step of your online presence.",
    expertiseItems:
      "Digital strategy and consulting\nUX and UI design\nWeb and e-commerce development\nSearch engine optimisation (SEO)\nGoogle and Meta advertising\nData analysis and reporting",
    aboutIntro:
      "We are a team of strategists, designers and developers based in Casablanca, brought together by one idea: digital must serve your goals.",
    servicesIntro: "Six complementary skills to build and grow your online presence.",
    portfolioText: "A few projects carried out for our clients, from strategy to results.",
    contactIntro: "Tell us about your project: we answer within one working day.",
    supportText: "A question about an ongoing project? Our support team answers by e-mail and by phone.",
    address: "12 Boulevard d’Anfa, 20040 Casablanca, Morocco",
  },
  ar: {
    heroTitle: "نمّوا علامتكم التجارية على الإنترنت",
    heroSubtitle: "مواقع إلكترونية، شبكات اجتماعية، إعلانات ومحتوى: فريق مغربي يصمّم حضوركم الرقمي ويطلقه ويقيس نتائجه.",
    missionText:
      "مساعدة الشركات المغربية على التعريف بنفسها وتحويل جمهورها إلى عملاء، باستراتيجية واضحة وإبداعات متقنة ونتائج قابلة للقياس.",
    visionText:
      "أن نصبح الشريك الرقمي المرجعي للعلامات التجارية في المغرب وإفريقيا، بالعربية والفرنسية والإنجليزية، بحلول في متناول الشركات بجميع أحجامها.",
    expertiseText: "فريق متعدد التخصصات يتقن كل مرحلة من مراحل حضوركم على الإنترنت.",
    expertiseItems:
      "الاستراتيجية الرقمية والاستشارة\nتصميم تجربة المستخدم والواجهات\nتطوير المواقع والمتاجر الإلكترونية\nتحسين محركات البحث\nإعلانات Google وMeta\nتحليل البيانات والتقارير",
    aboutIntro:
      "نحن فريق من الاستراتيجيين والمصممين والمطورين في الدار البيضاء، تجمعنا فكرة واحدة: الرقمي يجب أن يخدم أهدافكم.",
    servicesIntro: "ست خبرات متكاملة لبناء حضوركم على الإنترنت وتنميته.",
    portfolioText: "اكتشفوا بعض المشاريع التي أنجزناها لعملائنا، من الاستراتيجية إلى النتائج.",
    contactIntro: "حدثونا عن مشروعكم: نرد عليكم خلال يوم عمل واحد.",
    supportText: "لديكم سؤال حول مشروع جارٍ؟ يجيبكم فريق الدعم عبر البريد الإلكتروني والهاتف.",
    address: "12، شارع أنفا، 20040 الدار البيضاء، المغرب",
  },
};

export interface SeedService {
  slug: string;
  order: number;
  text: Localised<{ title: string; description: string }>;
}

type ServiceText = [title: string, description: string];

const titled = ([title, description]: ServiceText) => ({ title, description });

/** A service: its slug, then its title and description in fr, en and ar. */
const service = (slug: string, [fr, en, ar]: [ServiceText, ServiceText, ServiceText]): Omit<SeedService, "order"> => ({
  slug,
  text: { fr: titled(fr), en: titled(en), ar: titled(ar) },
});

/** The six services of the public site, in the order of the contact form's choices. */
export const SERVICES = inListOrder<SeedService>([
  service("web-creation", [
    ["Création de sites web", "Des sites rapides, accessibles et faciles à mettre à jour, en plusieurs langues."],
    ["Website creation", "Fast, accessible websites that are easy to update, in several languages."],
    ["إنشاء المواقع الإلكترونية", "مواقع سريعة وسهلة الوصول والتحديث، بعدة لغات."],
  ]),
  service("social-media", [
    ["Gestion des réseaux sociaux", "Une ligne éditoriale claire et une animation régulière de vos comptes."],
    ["Social media management", "A clear editorial line and regular activity on your accounts."],
    ["إدارة الشبكات الاجتماعية", "خط تحريري واضح وتنشيط منتظم لحساباتكم."],
  ]),
  service("ad-campaigns", [
    ["Campagnes publicitaires", "Des campagnes ciblées sur Google et les réseaux sociaux, suivies au quotidien."],
    ["Advertising campaigns", "Targeted campaigns on Google and social media, monitored every day."],
    ["الحملات الإعلانية", "حملات موجّهة على Google والشبكات الاجتماعية، بمتابعة يومية."],
  ]),
  service("content-creation", [
    ["Création de contenu", "Des textes, des visuels et des vidéos qui parlent à votre audience."],
    ["Content creation", "Copy, visuals and videos that speak to your audience."],
    ["صناعة المحتوى", "نصوص وتصاميم ومقاطع فيديو تخاطب جمهوركم."],
  ]),
  service("photography", [
    ["Photographie", "Des photos professionnelles de vos produits, de vos locaux et de votre équipe."],
    ["Photography", "Professional photos of your products, your premises and your team."],
    ["التصوير الفوتوغرافي", "صور احترافية لمنتجاتكم ومقراتكم وفريقكم."],
  ]),
  service("visual-identity", [
    ["Identité visuelle", "Logo, charte graphique et supports qui rendent votre marque reconnaissable."],
    ["Visual identity", "Logo, brand guidelines and materials that make your brand recognisable."],
    ["الهوية البصرية", "شعار ودليل هوية ومطبوعات تجعل علامتكم مميزة."],
  ]),
]);

export interface SeedOpeningHour {
  order: number;
  /** HH:mm:ss.SSS, or null when closed */
  opensAt: string | null;
  closesAt: string | null;
  days: Localised<string>;
}

/** Spec 000 point 9: Monday to Friday 9:30-18:30, Saturday 10:30-14:30, Sunday closed. */
export const OPENING_HOURS = inListOrder<SeedOpeningHour>([
  {
    opensAt: "09:30:00.000",
    closesAt: "18:30:00.000",
    days: { fr: "Lundi – Vendredi", en: "Monday – Friday", ar: "الاثنين – الجمعة" },
  },
  { opensAt: "10:30:00.000", closesAt: "14:30:00.000", days: { fr: "Samedi", en: "Saturday", ar: "السبت" } },
  { opensAt: null, closesAt: null, days: { fr: "Dimanche", en: "Sunday", ar: "الأحد" } },
]);
