import { describe, expect, it } from "vitest";
import {
  COMPANY_DOCUMENT_REFUSED,
  detectFileType,
  EXTENSION_OF,
  FILE_TYPE_REFUSED,
  IMAGE_REQUIRED,
  isCompanyDocumentType,
  isImageType,
  MAX_COMPANY_DOCUMENT_BYTES,
  UPLOAD_TYPES,
} from "./file-types.js";

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

  it("wants each signature whole", () => {
    expect(detectFileType(bytes("GIF87a", [1, 0]))).toBe("image/gif");
    expect(detectFileType(bytes("GIF88a", [1, 0]))).toBeNull();
    expect(detectFileType(bytes([0xff, 0xd8, 0x00, 0xe0], "JFIF"))).toBeNull();
    expect(detectFileType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x00, 0, 0]))).toBeNull();
    expect(detectFileType(bytes("RIFF", [0, 0, 0, 0], "AVI LIST"))).toBeNull();
    expect(detectFileType(bytes("RIFX", [0, 0, 0, 0], "WEBPVP8 "))).toBeNull();
    expect(detectFileType(bytes("%PDF1.7\n"))).toBeNull();
  });

  it("reads the AVIF brands of the ftyp box only, whatever its size bytes say", () => {
    // 16 bytes: the major brand alone.
    expect(detectFileType(bytes([0, 0, 0, 0x10], "ftypavis", [0, 0, 0, 0]))).toBe("image/avif");
    expect(detectFileType(bytes([0, 0, 0, 0x0c], "ftypavif"))).toBeNull();
    // A compatible brand that ends exactly at the box's end counts; one past it does not.
    expect(detectFileType(bytes([0, 0, 0, 0x14], "ftypmif1", [0, 0, 0, 0], "avif"))).toBe("image/avif");
    expect(detectFileType(bytes([0, 0, 0, 0x10], "ftypmif1", [0, 0, 0, 0], "avif"))).toBeNull();
    // Sizes of 256, 65,536 and 16,777,216 bytes: the whole prefix read is inside the box.
    for (const size of [
      [0, 0, 1, 0],
      [0, 1, 0, 0],
      [1, 0, 0, 0],
    ]) {
      expect(detectFileType(bytes(size, "ftypmif1", [0, 0, 0, 0], "avif"))).toBe("image/avif");
    }
    expect(detectFileType(bytes([0, 0, 0, 0x18], "styp", "avif", [0, 0, 0, 0], "avif"))).toBeNull();
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
    for (const image of ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]) {
      expect(isImageType(image)).toBe(true);
      expect(isCompanyDocumentType(image)).toBe(true);
    }
    expect(isImageType(undefined)).toBe(false);
  });

  it("takes company documents of 5 MiB at most, and says so", () => {
    expect(MAX_COMPANY_DOCUMENT_BYTES).toBe(5_242_880);
    expect(FILE_TYPE_REFUSED).toBe(
      "Type de fichier refusé : seuls les images (JPEG, PNG, WebP, AVIF, GIF) et les PDF sont acceptés.",
    );
    expect(IMAGE_REQUIRED).toBe("Ce champ n'accepte que des images (JPEG, PNG, WebP, AVIF ou GIF).");
    expect(COMPANY_DOCUMENT_REFUSED).toBe(
      "Le document doit être un PDF ou une image (JPEG, PNG, WebP, AVIF, GIF) de 5 Mo au plus.",
    );
  });

  it("names a stored file after its type: its subtype, .jpg for JPEG", () => {
    expect(EXTENSION_OF["image/jpeg"]).toBe(".jpg");
    for (const type of UPLOAD_TYPES.filter((type) => type !== "image/jpeg")) {
      expect(EXTENSION_OF[type]).toBe(`.${type.slice(type.indexOf("/") + 1)}`);
    }
    expect(Object.keys(EXTENSION_OF)).toHaveLength(6);
  });
});
