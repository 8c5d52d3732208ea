import { describe, expect, it } from "vitest";
import { COMPANY_DOCUMENT_ACCEPT, isAcceptedCompanyDocument, MAX_COMPANY_DOCUMENT_BYTES } from "./companyDocument";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("isAcceptedCompanyDocument", () => {
  it.each([
    ["statuts.pdf", "application/pdf"],
    ["rc.jpg", "image/jpeg"],
    ["rc.png", "image/png"],
    ["rc.webp", "image/webp"],
    ["rc.avif", "image/avif"],
    ["rc.gif", "image/gif"],
  ])("takes %s", (name, type) => {
    expect(isAcceptedCompanyDocument(file(name, type))).toBe(true);
  });

  it("refuses other types, whatever the extension says", () => {
    expect(isAcceptedCompanyDocument(file("logo.svg", "image/svg+xml"))).toBe(false);
    expect(isAcceptedCompanyDocument(file("page.html", "text/html"))).toBe(false);
    expect(
      isAcceptedCompanyDocument(
        file("ice.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      ),
    ).toBe(false);
    expect(isAcceptedCompanyDocument(file("script.pdf", "text/javascript"))).toBe(false);
  });

  it("falls back to the extension when the browser gives no type", () => {
    expect(isAcceptedCompanyDocument(file("Statuts.PDF", ""))).toBe(true);
    expect(isAcceptedCompanyDocument(file("Statuts.DOCX", ""))).toBe(false);
    expect(isAcceptedCompanyDocument(file("archive.zip", ""))).toBe(false);
    expect(isAcceptedCompanyDocument(file("sans-extension", ""))).toBe(false);
  });

  it("takes exactly 5 MB, not a byte more", () => {
    expect(isAcceptedCompanyDocument(file("a.pdf", "application/pdf", MAX_COMPANY_DOCUMENT_BYTES))).toBe(true);
    expect(isAcceptedCompanyDocument(file("a.pdf", "application/pdf", MAX_COMPANY_DOCUMENT_BYTES + 1))).toBe(false);
  });

  it("offers the same types and extensions to the file picker", () => {
    expect(COMPANY_DOCUMENT_ACCEPT.split(",")).toEqual(
      expect.arrayContaining(["application/pdf", ".pdf", ".jpeg", "image/webp", ".avif"]),
    );
  });
});
