import { EXTENSION_OF, FILE_TYPE_REFUSED, detectFileType } from "@agency/shared";
import { errors } from "@strapi/utils";
import { open } from "node:fs/promises";
import path from "node:path";

/** A file as Strapi's multipart parser hands it to the upload service. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  detectedMimeType?: string;
}

async function firstBytes(filepath: string, count = 64): Promise<Uint8Array> {
  const handle = await open(filepath, "r");
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Decides a file's type by its content, refuses anything but the accepted
 * images and PDF, and renames it to the extension of that type: the stored
 * name then can never make a web server call an image "text/html".
 */
export async function checkFileContent(file: IncomingFile): Promise<void> {
  const type = detectFileType(await firstBytes(file.filepath));
  if (!type) throw new errors.ValidationError(FILE_TYPE_REFUSED);
  const name = file.originalFilename || "fichier";
  file.originalFilename = `${path.basename(name, path.extname(name)) || "fichier"}${EXTENSION_OF[type]}`;
  file.mimetype = type;
  file.detectedMimeType = type;
}
