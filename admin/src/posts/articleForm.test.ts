import { describe, expect, it } from "vitest";
import { resolveForm } from "../fields/resolveForm";
import type { ArticleData } from "@agency/shared";
import {
  articleResolver,
  backPathFor,
  coverFileProblem,
  MAX_COVER_BYTES,
  NEW_ARTICLE_DEFAULTS,
  toArticlePayload,
} from "./articleForm";

const content = `<p>${"Un contenu assez long pour passer la règle. ".repeat(2)}</p>`;

const resolve = resolveForm(articleResolver);

describe("coverFileProblem", () => {
  it("accepts the four image formats up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(coverFileProblem({ type, size: MAX_COVER_BYTES })).toBeUndefined();
    }
  });
  it("refuses other types, SVG included, and larger files", () => {
    expect(coverFileProblem({ type: "application/pdf", size: 10 })).toBe("cover_type");
    expect(coverFileProblem({ type: "image/svg+xml", size: 10 })).toBe("cover_type");
    expect(coverFileProblem({ type: "image/png", size: MAX_COVER_BYTES + 1 })).toBe("cover_size");
  });
});

describe("articleResolver (the shared articleSchema)", () => {
  it("gives the spec's messages under title and content", async () => {
    expect((await resolve({ ...NEW_ARTICLE_DEFAULTS, title: "Abcd", content: "<p>court</p>" })).messages).toEqual({
      title: "Le titre doit contenir au moins 5 caractères",
      content: "Le contenu doit contenir au moins 50 caractères",
    });
  });
  it("reads a new form, and a title react-admin emptied to null, as missing", async () => {
    expect((await resolve({ ...NEW_ARTICLE_DEFAULTS, title: null })).messages).toEqual({
      title: "Le titre doit contenir au moins 5 caractères",
      content: "Le contenu doit contenir au moins 50 caractères",
    });
  });
  it("answers an edited record's article fields, trimmed, without the record's own keys", async () => {
    const record = {
      id: "doc1",
      createdAt: "2026-01-01T00:00:00.000Z",
      coverImage: { id: 4, url: "/uploads/a.png" },
      title: "  Tendances 2026 ",
      excerpt: " Court résumé ",
      content,
      category: "social",
      status: "draft",
    };
    expect(await resolve(record)).toEqual({
      values: { title: "Tendances 2026", excerpt: "Court résumé", content, category: "social", status: "draft" },
      messages: {},
    });
  });
});

describe("toArticlePayload", () => {
  const article: ArticleData = { title: "Tendances 2026", excerpt: "Court résumé", content, category: "social" };

  it("sends the checked article, and the uploaded cover's id only when a new cover was uploaded", () => {
    expect(toArticlePayload({ ...article, status: "draft" })).toEqual({ ...article, status: "draft" });
    expect(toArticlePayload(article, 12).coverImage).toBe(12);
  });
  it("sends an emptied excerpt as empty text, and defaults a missing category and status", async () => {
    const { values } = await resolve({ title: "Titre ok", content, excerpt: null });
    expect(toArticlePayload(values)).toEqual({
      title: "Titre ok",
      content,
      excerpt: "",
      category: "marketing",
      status: "published",
    });
  });
});

describe("backPathFor", () => {
  it("sends admins to the dashboard and writers, who cannot open it, to the list", () => {
    expect(backPathFor("admin")).toBe("/dashboard");
    expect(backPathFor("Écrivain")).toBe("/posts");
    expect(backPathFor(undefined)).toBe("/posts");
  });
});
