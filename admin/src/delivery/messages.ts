/**
 * Strings of the delivery-note screens, under `app.delivery_screen.*`. Those quoted by
 * spec 001 (points 2, 5 and 8) are verbatim, the e-mail's failure included (its success is
 * the server's sentence, the spec's own); status labels come from @agency/shared.
 */
export const deliveryMessages = {
  fields: {
    deliveryNumber: "Numéro de bon de livraison",
    issueDate: "Date d'émission",
    invoice: "Facture",
    deliveryDate: "Date de livraison prévue",
    deliveryAddress: "Adresse de livraison",
    transportInfo: "Informations de transport",
    notes: "Notes",
  },
  items: {
    description: "Description",
    quantity: "Quantité",
    note: "Note",
  },
  client: {
    title: "Client",
    none: "Sélectionnez une facture pour afficher son client.",
    name: "Nom",
    contact: "Contact",
    email: "E-mail",
    phone: "Téléphone",
    address: "Adresse",
  },
  company: {
    title: "Expéditeur",
  },
  invoice_select: {
    load_failed: "Une erreur est survenue lors de la récupération des factures",
  },
  signatures: {
    sender: "Signature de l'expéditeur",
    receiver: "Signature du destinataire",
  },
  show: {
    status: "Statut",
    number: "Numéro",
    issueDate: "Date d'émission",
    deliveryDate: "Date de livraison",
    invoice: "Facture",
    delivery: "Livraison",
    items: "Articles",
  },
  // The send dialog's labels are those of every document (app.documents.mail).
  email: {
    no_address: "Le client n'a pas d'adresse e-mail : ajoutez-la sur sa fiche pour lui envoyer le bon.",
    title: "Envoyer le bon de livraison par e-mail",
    attachment: "Le bon de livraison %{number} est joint en PDF.",
    default_subject: "Bon de livraison %{number}",
    default_message:
      "Bonjour %{name},\n\nVeuillez trouver ci-joint le bon de livraison %{number}.\n\nNous restons à votre disposition pour toute question.\n\nCordialement,",
    // When neither a contact nor a name is known.
    default_name: "Madame, Monsieur",
    failed: "Erreur lors de l'envoi de l'email",
  },
};
