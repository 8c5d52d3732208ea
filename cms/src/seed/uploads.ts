import type { Core } from "@strapi/strapi";
import fs from "fs";
import path from "path";

const MIME_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
};

/** Uploads one of the seed images through Strapi's upload service and returns its id. */
export async function uploadSeedImage(strapi: Core.Strapi, fileName: string, alternativeText: string): Promise<number> {
  const existing = await strapi.db.query("plugin::upload.file").findOne({ where: { name: fileName } });
  if (existing) return existing.id as number;
  const filepath = path.join(strapi.dirs.app.root, "src", "seed", "images", fileName);
  const { size } = fs.statSync(filepath);
  const [file] = await strapi
    .plugin("upload")
    .service("upload")
    .upload({
      data: { fileInfo: { name: fileName, alternativeText } },
      files: {
        filepath,
        originalFilename: fileName,
        mimetype: MIME_TYPES[path.extname(fileName)] ?? "application/octet-stream",
        size,
      },
    });
  return file.id as number;
}
