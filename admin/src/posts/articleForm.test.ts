import { describe, expect, it } from "vitest";
import { backPathFor, coverFileProblem, MAX_COVER_BYTES, toArticlePayload, validateArticle } from "./articleForm";

const content = `<p>${"Un contenu assez long pour passer la règle. ".repeat(2)}</p>`;

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

describe("validateArticle", () => {
  it("gives the spec's messages under title and content", () => {
    expect(validateArticle({ title: "Abcd", content: "<p>court</p>" })).toEqual({
      title: "Le titre doit contenir au moins 5 caractères",
      content: "Le contenu doit contenir au moins 50 caractères",
    });
  });
  it("passes a complete article", () => {
    expect(validateArticle({ title: "Tendances 2026", content, category: "design", status: "draft" })).toEqual({});
  });
});

describe("toArticlePayload", () => {
  const values = {
    id: "doc1",
    createdAt: "2026-01-01T00:00:00.000Z",
    coverImage: { id: 4, url: "/uploads/a.png" },
    title: "  Tendances 2026 ",
    excerpt: " Court résumé ",
    content,
    category: "social",
    status: "draft",
  };

  it("keeps the article fields, trimmed, and drops the record's own keys", () => {
    expect(toArticlePayload(values)).toEqual({
      title: "Tendances 2026",
      excerpt: "Court résumé",
      content,
      category: "social",
      status: "draft",
    });
  });
  it("sends the uploaded cover's id only when a new cover was uploaded", () => {
    expect(toArticlePayload(values, 12).coverImage).toBe(12);
  });
  it("sends an emptied excerpt as empty text, and defaults a missing category and status", () => {
    expect(toArticlePayload({ title: "Titre ok", content, excerpt: null })).toMatchObject({
      excerpt: "",
      category: "marketing",
      status: "published",
    });
  });
  it("refuses values the form would not have let through", () => {
    expect(() => toArticlePayload({ title: "Abc", content })).toThrow();
  });
});

describe("backPathFor", () => {
  it("sends admins to the dashboard and writers, who cannot open it, to the list", () => {
    expect(backPathFor("admin")).toBe("/dashboard");
    expect(backPathFor("Écrivain")).toBe("/posts");
    expect(backPathFor(undefined)).toBe("/posts");
  });
});
