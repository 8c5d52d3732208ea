/**
 * Strings of the documents going out (exports, PDF downloads, print views), under
 * `app.documents.*`. Spec 001 point 8 gives no text for these notifications: ours.
 */
export const documentMessages = {
  export: {
    pdf: "Exporter PDF",
    xlsx: "Exporter Excel",
    pdf_done: "Export PDF téléchargé",
    xlsx_done: "Export Excel téléchargé",
    failed: "Échec de l'export : %{message}",
  },
  pdf: {
    download: "Télécharger PDF",
    done: "PDF téléchargé : %{name}",
    failed: "Échec du téléchargement : %{message}",
  },
  print: {
    button: "Imprimer",
    row: "Imprimer %{number}",
    again: "Imprimer de nouveau",
    back: "Retour",
    loading: "Préparation du document à imprimer...",
    ready: "Document prêt pour l'impression",
    failed: "Échec de l'impression : %{message}",
    not_found: "document introuvable",
  },
  /** Stands for the server's message when none came back (network down, cms stopped). */
  unreachable: "le serveur ne répond pas",
};
