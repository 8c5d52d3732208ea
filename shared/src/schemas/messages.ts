/**
 * Validation messages shown to users. Those quoted by the specifications are
 * verbatim (including the final period or its absence); the others follow
 * their tone.
 */
export const MESSAGES = {
  // Clients (spec 001, point 5)
  clientName: "Le nom est requis et doit contenir au moins 2 caractères",
  clientType: "Veuillez sélectionner le type de client",
  clientEmail: "Veuillez entrer une adresse email valide",
  clientPhone: "Veuillez entrer un numéro de téléphone valide",
  clientArchived: "L'archivage d'un client vaut oui ou non",
  clientAddress: "Veuillez entrer une adresse valide",
  clientIce: "L'ICE comporte exactement 15 chiffres",
  clientIceRequired: "L'ICE est obligatoire pour une société",
  clientFiscalId: "L'identifiant fiscal (IF) ne contient que des chiffres (15 au plus)",

  // Invoices, quotes, line items (spec 001, point 5)
  selectClient: "Veuillez sélectionner un client",
  dueDateRequired: "Veuillez définir une date d'échéance",
  validUntilRequired: "Veuillez définir une date de validité",
  issueDateRequired: "Veuillez définir une date d'émission",
  itemsIncomplete: "Tous les articles doivent avoir une description et un prix",
  invoiceItemsMin: "La facture doit contenir au moins un article",
  quoteItemsMin: "Le devis doit contenir au moins un article",
  dueBeforeIssue: "La date d'échéance ne peut pas être antérieure à la date d'émission",
  validUntilBeforeIssue: "La date de validité ne peut pas être antérieure à la date d'émission",
  paymentTerms: "Veuillez choisir un délai de paiement valide",
  invoiceNumber: "Le numéro de facture doit respecter le format FA-AA-NNNN",
  quoteNumber: "Le numéro de devis doit respecter le format DEVIS-AA-NNNN",
  deliveryNumber: "Le numéro de bon de livraison doit respecter le format BL-AA-NNNN",
  creditNoteNumber: "Le numéro d'avoir doit respecter le format AV-AA-NNNN",
  invoiceStatus: "Statut de facture invalide",
  quoteStatus: "Statut de devis invalide",
  deliveryStatus: "Statut de bon de livraison invalide",
  quantity: "La quantité doit être supérieure à 0, avec au plus 3 décimales",
  unitPrice: "Le prix unitaire doit être un montant positif avec au plus 2 décimales",
  discount: "La remise doit être comprise entre 0 et 100 %",
  taxRate: "Le taux de TVA doit être de 0, 10 ou 20 %",
  tooManyItems: "Un document ne peut pas dépasser 200 lignes.",

  // Delivery notes (spec 001, point 5), checked in this order
  selectInvoice: "Veuillez sélectionner une facture",
  deliveryAddress: "Veuillez saisir l'adresse de livraison",
  deliveryDate: "Veuillez saisir la date de livraison",
  transportInfo: "Veuillez saisir les informations sur le transport",
  deliveryItemsMin: "Le bon de livraison doit contenir au moins un article.",
  deliveryItemDescription: "Veuillez saisir la description de chaque article",

  // Articles (spec 000, point 5)
  articleTitle: "Le titre doit contenir au moins 5 caractères",
  articleContent: "Le contenu doit contenir au moins 50 caractères",
  articleCategory: "Veuillez choisir une catégorie valide",
  articleStatus: "Statut d'article invalide",

  // Contact and newsletter (spec 000, points 5 and 8)
  allFieldsRequired: "Tous les champs sont requis",
  contactEmail: "Veuillez saisir une adresse e-mail valide.",
  contactPhone: "Veuillez saisir un numéro de téléphone valide.",
  contactService: "Veuillez choisir un service dans la liste.",
  messageReadOnly: "Seul l'état lu ou non lu d'un message reçu peut être modifié.",

  // Users and authentication (spec 000, point 5)
  userName: "Le nom est requis",
  userRole: "Veuillez sélectionner un rôle",
  otpCode: "Veuillez saisir le code à 6 chiffres.",
  emailAddress: "Veuillez saisir une adresse e-mail valide.",
  passwordMin: "Le mot de passe doit contenir au moins 8 caractères",
  passwordTooLong: "Le mot de passe est trop long.",
  passwordsMismatch: "Les mots de passe ne correspondent pas",
  fillAllFields: "Veuillez remplir tous les champs",

  // Company settings, "Général" tab (spec 000, point 2)
  companyName: "Le nom de l'entreprise est requis",

  // Delivery note by e-mail (spec 001, points 2 and 8)
  deliveryMailDocument: "Bon de livraison non trouvé",
  deliveryMailSubject: "Le sujet est requis",
  deliveryMailMessage: "Le message est requis",
} as const;
