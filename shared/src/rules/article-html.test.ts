// The rules are options for sanitize-html: tested through it, as the cms and the site use them
// (sanitize-html is theirs, hoisted to the root node_modules).
import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { ARTICLE_HTML_RULES } from "./article-html.js";

const clean = (html: string) => sanitizeHtml(html, ARTICLE_HTML_RULES);

describe("ARTICLE_HTML_RULES", () => {
  it("keeps every tag the editor produces", () => {
    for (const tag of ["h1", "h2", "h3", "h4", "p", "strong", "b", "em", "i", "u", "s", "strike", "blockquote"]) {
      expect(clean(`<${tag}>Texte</${tag}>`)).toBe(`<${tag}>Texte</${tag}>`);
    }
    for (const tag of ["span", "pre", "code"]) {
      expect(clean(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
    }
    expect(clean("<ul><li>un</li></ul><ol><li>deux</li></ol>")).toBe("<ul><li>un</li></ul><ol><li>deux</li></ol>");
    expect(clean("<p>a<br />b</p>")).toBe("<p>a<br />b</p>");
  });

  it("drops scripts, event handlers and tags the editor cannot make", () => {
    expect(clean('<p onclick="alert(1)">a</p><script>alert(1)</script>')).toBe("<p>a</p>");
    expect(clean("<h5>t</h5><div>d</div><iframe src='https://x.ma'></iframe>")).toBe("td");
    expect(clean('<img src="https://x.ma/a.png" onerror="alert(1)" />')).toBe('<img src="https://x.ma/a.png" />');
  });

  it("keeps links to http, https and mailto only, and cuts their opener", () => {
    expect(clean('<a href="https://agence.ma" target="_blank">site</a>')).toBe(
      '<a href="https://agence.ma" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(clean('<a href="http://agence.ma" rel="opener">site</a>')).toBe(
      '<a href="http://agence.ma" rel="noopener noreferrer">site</a>',
    );
    expect(clean('<a href="mailto:contact@agence.ma">écrire</a>')).toBe(
      '<a href="mailto:contact@agence.ma" rel="noopener noreferrer">écrire</a>',
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(clean('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(clean('<a href="/blog" title="t">x</a>')).toBe('<a href="/blog" rel="noopener noreferrer">x</a>');
  });

  it("keeps images from http, https and data URLs with their size and text", () => {
    expect(clean('<img src="https://x.ma/a.png" alt="Logo" width="10" height="20" title="t" />')).toBe(
      '<img src="https://x.ma/a.png" alt="Logo" width="10" height="20" />',
    );
    expect(clean('<img src="http://x.ma/a.png" />')).toBe('<img src="http://x.ma/a.png" />');
    expect(clean('<img src="data:image/png;base64,AAAA" />')).toBe('<img src="data:image/png;base64,AAAA" />');
    expect(clean('<img src="javascript:alert(1)" />')).toBe("<img />");
    expect(clean('<img src="mailto:a@b.ma" />')).toBe("<img />");
  });

  it("keeps colours and alignment on the styled tags, nothing else", () => {
    for (const tag of ["span", "p", "h1", "h2", "h3"]) {
      expect(clean(`<${tag} style="color:#c00">x</${tag}>`)).toBe(`<${tag} style="color:#c00">x</${tag}>`);
    }
    expect(clean('<h4 style="color:#c00">x</h4>')).toBe("<h4>x</h4>");
    expect(clean('<span style="background-color:rgba(0, 0, 0, 0.5)">x</span>')).toBe(
      '<span style="background-color:rgba(0, 0, 0, 0.5)">x</span>',
    );
    expect(clean('<span style="color:RGB(10,20,30)">x</span>')).toBe('<span style="color:RGB(10,20,30)">x</span>');
    expect(clean('<span style="color:#AABBCCDD">x</span>')).toBe('<span style="color:#AABBCCDD">x</span>');
    for (const align of ["left", "right", "center", "justify", "start", "end"]) {
      expect(clean(`<p style="text-align:${align}">x</p>`)).toBe(`<p style="text-align:${align}">x</p>`);
    }
  });

  it("refuses colours and alignments that are not plain values", () => {
    for (const style of [
      "color:red",
      "color:#12",
      "color:#123456789",
      "color:#12345g",
      "color:url(x)",
      "color:rgb(1,2,3);x",
      "color:xrgb(1,2,3)",
      "color:red#abc",
      "color:rgb(1,2,3) red",
      "background-color:expression(alert(1))",
      "text-align:middle",
      "text-align:leftx",
      "text-align:xleft",
      "position:fixed",
    ]) {
      expect(clean(`<span style="${style}">x</span>`)).toBe("<span>x</span>");
    }
  });
});
