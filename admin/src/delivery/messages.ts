/**
 * Strings of the delivery-note screens, under `app.delivery_screen.*`. Those quoted by
 * spec 001 (points 2, 5 and 8) are verbatim, the e-mail's outcomes included; status labels
 * come from @agency/shared.
 */
export const deliveryMessages = {
  list: {
    create: "Nouveau bon de livraison",
    status_filter: "Statut",
    all_statuses: "Tous",
    view: "Voir",
    loading: "Chargement des bons de livraison...",
    empty: "Aucun résultat trouvé",
    load_failed: "Impossible de charger les bons de livraison",
  },
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
    title: "Articles",
    description: "Description",
    quantity: "Quantité",
    note: "Note",
    remove: "Supprimer l'article",
    add: "Ajouter un article",
    at_least_one: "Le bon de livraison doit contenir au moins un article.",
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
    loading: "Chargement des factures...",
    none: "Aucune facture trouvée",
    load_failed: "Une erreur est survenue lors de la récupération des factures",
  },
  signatures: {
    sender: "Signature de l'expéditeur",
    receiver: "Signature du destinataire",
  },
  create: {
    title: "Nouveau bon de livraison",
    save: "Enregistrer",
    number_failed: "Erreur lors de la génération du numéro de bon de livraison",
    success: "Le bon de livraison a été envoyé avec succès",
    failure: "Une erreur est survenue lors de l'envoi du bon de livraison",
  },
  show: {
    title: "Bon de livraison %{number}",
    back: "Retour à la liste",
    loading: "Chargement du bon de livraison...",
    load_failed: "Impossible de charger le bon de livraison",
    status: "Statut",
    number: "Numéro",
    issueDate: "Date d'émission",
    deliveryDate: "Date de livraison",
    invoice: "Facture",
    delivery: "Livraison",
    items: "Articles",
    mark_sent: "Marquer comme envoyé",
    mark_delivered: "Marquer comme livré",
    cancel: "Annuler le bon",
    status_updated: "Statut mis à jour",
    status_failed: "Erreur lors de la mise à jour du statut",
  },
  email: {
    open: "Envoyer par e-mail",
    no_address: "Le client n'a pas d'adresse e-mail : ajoutez-la sur sa fiche pour lui envoyer le bon.",
    title: "Envoyer le bon de livraison par e-mail",
    to: "Destinataire",
    subject: "Objet",
    message: "Message",
    attachment: "Le bon de livraison %{number} est joint en PDF.",
    required: "L'objet et le message sont requis.",
    cancel: "Annuler",
    send: "Envoyer",
    default_subject: "Bon de livraison %{number}",
    default_message:
      "Bonjour %{name},\n\nVeuillez trouver ci-joint le bon de livraison %{number}.\n\nNous restons à votre disposition pour toute question.\n\nCordialement,",
    // When neither a contact nor a name is known.
    default_name: "Madame, Monsieur",
    sent: "Le bon de livraison a été envoyé par email avec succès",
    failed: "Erreur lors de l'envoi de l'email",
  },
};
