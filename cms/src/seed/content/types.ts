/** Shapes of the demo content: one entry per item, with its text in the three site languages. */
export type Locale = "fr" | "en" | "ar";
export type Localised<T> = Record<Locale, T>;

export type BlogCategory = "marketing" | "design" | "advertising" | "social" | "ecommerce" | "analytics" | "trends";

export interface SeedArticle {
  /** Stable key used to find the article again (idempotent seeding) and to link related posts. */
  key: string;
  category: BlogCategory;
  author: string;
  /** ISO date YYYY-MM-DD */
  date: string;
  /** keys of three related articles */
  related: string[];
  /** file name of the cover image under cms/src/seed/images/ */
  image: string;
  text: Localised<{ title: string; excerpt: string; /** sanitised HTML, several paragraphs */ content: string }>;
}

export interface SeedFaq {
  key: string;
  category: "general" | "services" | "projects" | "billing";
  order: number;
  text: Localised<{ question: string; answer: string }>;
}

export interface SeedProject {
  slug: string;
  client: string;
  year: number;
  order: number;
  image: string;
  text: Localised<{
    title: string;
    description: string;
    expertise: string;
    challenges: string;
    solutions: string;
    results: string;
  }>;
}

export interface SeedTeamMember {
  key: string;
  name: string;
  order: number;
  image: string;
  role: Localised<string>;
}

export interface SeedPartner {
  key: string;
  order: number;
  url: string;
  name: Localised<string>;
}

export interface SeedStat {
  key: string;
  order: number;
  value: string;
  label: Localised<string>;
}

export type ClientType = "individual" | "freelance" | "sarl";

export interface SeedClient {
  key: string;
  name: string;
  type: ClientType;
  email: string;
  phone: string;
  address: string;
  contactName?: string;
  salesRep?: string;
  ice?: string;
  fiscalId?: string;
  notes?: string;
}

export interface SeedLine {
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxRate: 0 | 10 | 20;
}
