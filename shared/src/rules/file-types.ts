/**
 * What each upload field accepts, and the type of a file read from its first
 * bytes: a name or a declared type proves nothing (an HTML page named
 * `photo.png` is still HTML), so the server decides by content.
 */

/** Raster images only: an SVG can carry script, so it is never accepted. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;

/** A client's company document: a PDF or an image. */
export const COMPANY_DOCUMENT_TYPES = ["application/pdf", ...IMAGE_TYPES] as const;

/** Every type the cms stores at all. */
export const UPLOAD_TYPES = COMPANY_DOCUMENT_TYPES;

export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The extension a stored file of this type is given, whatever its sender named it. */
export const EXTENSION_OF: Readonly<Record<UploadType, string>> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/avif": ".avif",
  "image/gif": ".gif",
};

export const MAX_COMPANY_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const FILE_TYPE_REFUSED =
  "Type de fichier refusé : seuls les images (JPEG, PNG, WebP, AVIF, GIF) et les PDF sont acceptés.";
export const IMAGE_REQUIRED = "Ce champ n'accepte que des images (JPEG, PNG, WebP, AVIF ou GIF).";
export const COMPANY_DOCUMENT_REFUSED =
  "Le document doit être un PDF ou une image (JPEG, PNG, WebP, AVIF, GIF) de 5 Mo au plus.";

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

/** The ISO-BMFF brands (major and compatible) of an `ftyp` box, as AVIF files start with one. */
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return [];
  const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

/** The type of a file from its first bytes (16 are enough; pass up to a few KB), or null for anything else. */
export function detectFileType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  if (isoBrands(bytes).some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  return null;
}

export const isImageType = (mime: unknown): boolean => (IMAGE_TYPES as readonly unknown[]).includes(mime);

export const isCompanyDocumentType = (mime: unknown): boolean =>
  (COMPANY_DOCUMENT_TYPES as readonly unknown[]).includes(mime);
