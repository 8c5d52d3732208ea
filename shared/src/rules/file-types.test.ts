import { describe, expect, it } from "vitest";
import { detectFileType, isCompanyDocumentType, isImageType } from "./file-types.js";

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("detectFileType", () => {
  it("reads the signatures of the accepted types", () => {
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(detectFileType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(detectFileType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(detectFileType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(detectFileType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(detectFileType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("image/avif");
    expect(detectFileType(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf"))).toBe("image/avif");
  });

  it("refuses what a browser could run, whatever its name would say", () => {
    expect(detectFileType(bytes("<!DOCTYPE html><script>alert(1)</script>"))).toBeNull();
    expect(detectFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectFileType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectFileType(bytes("alert(document.cookie)"))).toBeNull();
    expect(detectFileType(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0], "isommp42"))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});

describe("types per field", () => {
  it("images are raster images only; company documents add PDF", () => {
    expect(isImageType("image/png")).toBe(true);
    expect(isImageType("image/svg+xml")).toBe(false);
    expect(isImageType("application/pdf")).toBe(false);
    expect(isCompanyDocumentType("application/pdf")).toBe(true);
    expect(isCompanyDocumentType("application/msword")).toBe(false);
    expect(isCompanyDocumentType("text/html")).toBe(false);
  });
});
