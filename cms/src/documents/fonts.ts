import fs from "node:fs";
import path from "node:path";

/**
 * DejaVu Sans, embedded (subset) in every PDF: it has every glyph of French
 * (é, è, ç, œ, «», the narrow no-break space of amounts), which the PDF
 * standard fonts' WinAnsi encoding only partly covers.
 */
const directory = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

let loaded: { regular: Buffer; bold: Buffer } | undefined;

export function documentFonts() {
  loaded ??= {
    regular: fs.readFileSync(path.join(directory, "DejaVuSans.ttf")),
    bold: fs.readFileSync(path.join(directory, "DejaVuSans-Bold.ttf")),
  };
  return loaded;
}
