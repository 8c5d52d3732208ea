import type { Context } from "../utils/context";

const TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xml: "application/xml; charset=utf-8",
} as const;

/** Answers a made file; `inline` lets a browser tab show a PDF instead of saving it. */
export function sendFile(
  ctx: Context,
  body: Buffer,
  fileName: string,
  format: keyof typeof TYPES,
  inline = false,
): void {
  ctx.set("Content-Type", TYPES[format]);
  ctx.set(
    "Content-Disposition",
    `${inline ? "inline" : "attachment"}; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
  );
  ctx.set("Cache-Control", "no-store");
  ctx.body = body;
}
