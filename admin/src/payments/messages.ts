/** French wording of an invoice's payments panel (app.payments.*). */
export const paymentMessages = {
  title: "Paiements",
  paid: "Payé",
  due: "Reste à payer",
  none: "Aucun paiement enregistré.",
  draft: "Une facture en brouillon ne reçoit pas de paiement : émettez-la d'abord.",
  settled: "Cette facture est entièrement réglée.",
  add: "Enregistrer le paiement",
  new: "Nouveau paiement",
  mark_paid: "Marquer comme payée",
  recorded: "Paiement enregistré",
  record_failed: "Impossible d'enregistrer le paiement",
  delete: "Supprimer",
  fields: {
    amount: "Montant (DH)",
    date: "Date",
    method: "Mode de paiement",
    reference: "Référence",
    note: "Note",
  },
} as const;
