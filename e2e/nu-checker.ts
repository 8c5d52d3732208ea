import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The Nu HTML checker of the vnu-jar package. Its main module sits next to
 * build/dist/vnu.jar; the package's own launcher is not used because it
 * downloads a Java when none is found (disabled here: Java comes from Debian).
 */
export const VNU_JAR = path.join(path.dirname(require.resolve("vnu-jar")), "build", "dist", "vnu.jar");

export interface NuMessage {
  /** "error", or "non-document-error" when a file could not be read */
  type: string;
  /** the checked file, as file:/… */
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Checks the given HTML files in one run of the checker (the JVM takes a second
 * or two to start) and returns its errors (--errors-only leaves warnings and notes out).
 */
export async function nuErrors(files: string[]): Promise<NuMessage[]> {
  // The checker skips a missing file without a word: that would pass for a clean page.
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`Nothing to check at ${missing.join(", ")}`);
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--stdout", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // The checker exits with 1 when it finds errors: only a missing Java or an unreadable answer is a failure.
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          reject(
            new Error('No "java" on the PATH: the Nu HTML checker needs Java 17+ (Debian: default-jre-headless).'),
          );
        } else if (!stdout.trim().startsWith("{")) {
          reject(new Error(`The Nu HTML checker did not answer in JSON: ${stdout}${stderr}`));
        } else {
          resolve(stdout);
        }
      },
    );
  });
  return (JSON.parse(output) as { messages: NuMessage[] }).messages;
}
