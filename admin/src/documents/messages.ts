/**
 * Strings of the documents going out (exports, PDF downloads, print views, mails), under
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
  einvoice: {
    button: "Facture électronique",
    button_label: "Facture électronique : UBL, CII, Factur-X",
    zip: "Factures électroniques",
    zip_label: "Factures électroniques de la liste (zip) : UBL, CII, Factur-X",
    formats: {
      facturx: "Factur-X (PDF avec XML, EN 16931)",
      ubl: "UBL 2.1 (XML)",
      cii: "CII (XML)",
    },
    done: "Facture électronique téléchargée : %{name}",
    failed: "Échec de la facture électronique : %{message}",
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
  mail: {
    open: "Envoyer par e-mail",
    titles: {
      invoices: "Envoyer la facture %{number} par e-mail",
      quotes: "Envoyer le devis %{number} par e-mail",
      creditNotes: "Envoyer l'avoir %{number} par e-mail",
    },
    to: "À",
    // The delivery note's fixed recipient (spec 001).
    recipient: "Destinataire",
    cc: "Cc",
    cc_help: "Validez chaque adresse par Entrée (5 au plus).",
    subject: "Objet",
    message: "Message",
    attachment: "Pièce jointe : %{name}",
    loading: "Préparation de l'e-mail…",
    draft_failed: "Impossible de préparer l'e-mail : %{message}",
    failed: "Impossible d'envoyer l'e-mail",
    cancel: "Annuler",
    send: "Envoyer",
  },
  mailings: {
    title: "Envois",
    empty: "Aucun envoi pour l'instant.",
    loading: "Chargement des envois…",
    failed: "Impossible de charger les envois",
    at: "Date",
    to: "Destinataire",
    cc: "Cc : %{addresses}",
    by: "Envoyé par",
  },
  /** Stands for the server's message when none came back (network down, cms stopped). */
  unreachable: "le serveur ne répond pas",
};
