import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { failureReason, savedFileName } from "./download";

const answer = (disposition?: string) =>
  new Response("%PDF-1.7", disposition ? { headers: { "Content-Disposition": disposition } } : {});

describe("savedFileName", () => {
  it("keeps the document number the server names a PDF after", () => {
    expect(savedFileName(answer('attachment; filename="FA-26-0001.pdf"'), "x.pdf")).toBe("FA-26-0001.pdf");
  });

  it("reads the name of an inline answer too", () => {
    expect(savedFileName(answer('inline; filename="BL-26-0002.pdf"'), "x.pdf")).toBe("BL-26-0002.pdf");
  });

  it("reads an export's name, quoted or not", () => {
    expect(savedFileName(answer("attachment; filename=factures_2026-03-01.xlsx"), "x.xlsx")).toBe(
      "factures_2026-03-01.xlsx",
    );
  });

  it("prefers the UTF-8 form when both are sent", () => {
    const header = "attachment; filename=\"bons_livraison.pdf\"; filename*=UTF-8''bons_livr%C3%A9s.pdf";
    expect(savedFileName(answer(header), "x.pdf")).toBe("bons_livrés.pdf");
  });

  it("never lets a name climb out of the downloads folder", () => {
    expect(savedFileName(answer('attachment; filename="../../FA-26-0001.pdf"'), "x.pdf")).toBe(".._.._FA-26-0001.pdf");
  });

  it("falls back when the header is missing or names nothing", () => {
    expect(savedFileName(answer(), "DEVIS-26-0003.pdf")).toBe("DEVIS-26-0003.pdf");
    expect(savedFileName(answer("attachment"), "devis_2026-03-01.pdf")).toBe("devis_2026-03-01.pdf");
  });
});

describe("failureReason", () => {
  it("gives the server's message", () => {
    expect(failureReason(new HttpError("Format inconnu", 400))).toBe("Format inconnu");
  });

  it("gives nothing for a network failure, which the caller words itself", () => {
    expect(failureReason(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
