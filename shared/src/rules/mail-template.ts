/**
 * The mail a document goes out with, as the settings keep it: a subject and a message with {variables},
 * filled for each invoice, quote or credit note. One template serves the three kinds: the variables say
 * what differs ("notre facture", "Il est valable jusqu'au …").
 */
export const MAIL_TEMPLATE_VARIABLES = {
  type: "Facture, Devis ou Avoir",
  document: "notre facture, notre devis ou notre avoir",
  numero: "le numéro du document",
  client: "le nom du client",
  montant: "le montant TTC, en DH",
  echeance:
    "la phrase d'échéance (facture : ce qui reste dû ce jour-là) ou de validité (devis ; un merci s'il est accepté), vide pour un avoir",
  societe: "le nom de la société",
} as const;

export type MailTemplateVariable = keyof typeof MAIL_TEMPLATE_VARIABLES;

/** The template when the settings hold none: what the send dialog has always proposed. */
export const DEFAULT_MAIL_TEMPLATE = {
  subject: "{type} {numero} — {societe}",
  message: [
    "Bonjour,",
    "",
    "Veuillez trouver ci-joint {document} {numero} d'un montant de {montant}. {echeance}",
    "",
    "Nous restons à votre disposition pour toute question.",
    "",
    "Cordialement,",
    "{societe}",
  ].join("\n"),
} as const;

const VARIABLE = /\{([^{}\s]*)\}/g;

/** The {variables} of a template that are not ours, in order, once each: "{montnat}" is a typo to report. */
export function unknownVariables(template: string): string[] {
  const unknown = [...template.matchAll(VARIABLE)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(MAIL_TEMPLATE_VARIABLES, name));
  return [...new Set(unknown)];
}

/** The template with its variables filled; a line left ending in spaces (an empty {echeance}) is trimmed. */
export function fillMailTemplate(template: string, values: Record<MailTemplateVariable, string>): string {
  return template
    .replace(VARIABLE, (whole, name: string) =>
      Object.hasOwn(values, name) ? values[name as MailTemplateVariable] : whole,
    )
    .replace(/[ \t]+$/gm, "");
}
