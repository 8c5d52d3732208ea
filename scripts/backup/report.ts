import type { engine } from "@strapi/data-transfer";

type TransferEngine = ReturnType<typeof engine.createTransferEngine>;
type StageResults = Awaited<ReturnType<TransferEngine["transfer"]>>["engine"];

/** Strapi's warnings and errors during a transfer (a link to a missing row, a file that could not be read), shown. */
export function reportProblems(transfer: TransferEngine): void {
  transfer.diagnostics.onDiagnostic((diagnostic) => {
    if (diagnostic.kind === "error" || diagnostic.kind === "warning") {
      console.warn(`[transfert ${diagnostic.kind}] ${diagnostic.details.message}`);
    }
  });
}

/** One line per stage: rows, links, files and configuration entries transferred. */
export const summary = (stages: StageResults): string =>
  Object.entries(stages ?? {})
    .map(([stage, result]) => `  ${stage.padEnd(14)} ${result?.count ?? 0}`)
    .join("\n");
