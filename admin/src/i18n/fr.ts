import frenchMessages from "ra-language-french";
import { mergeTranslations, type TranslationMessages } from "react-admin";

/** The back-office's own strings. Quoted spec strings are kept verbatim, English ones included. */
const appMessages = {
  app: {
    auth: {
      title: "Connexion au back-office",
      email: "Adresse e-mail",
      password: "Mot de passe",
      remember_me: "Se souvenir de moi",
      forgot_password: "Mot de passe oublié ?",
      sign_in: "Se connecter",
      signing_in: "Connexion en cours...",
      failed: "Login failed",
      failed_on_page: "Login failed. Please try again.",
    },
    menu: {
      dashboard: "Tableau de bord",
      sales: "Gestion clients et ventes",
      content: "Communication et contenu",
      administration: "Administration",
      create_article: "Créer un article",
      banner: "Bannière",
      settings: "Paramètres",
      logout: "Déconnexion",
    },
    logout: {
      confirm_title: "Êtes-vous sûr ?",
      confirm_content: "Vous allez être déconnecté du back-office.",
      success: "Déconnecté ! Vous avez été déconnecté avec succès.",
      failure: "Erreur ! Une erreur est survenue lors de la déconnexion.",
    },
    titles: {
      clients: "Clients",
      invoices: "Factures",
      quotes: "Devis",
      delivery: "Bons de Livraison",
      messages: "Messages",
      subscribers: "Abonnés",
      posts: "Articles",
      users: "Utilisateurs",
    },
    roles: {
      admin: "Administrateur",
      other: "Utilisateur",
    },
    screens: {
      dashboard: "Tableau de bord",
      settings: "Paramètres",
      banner: "Bannière",
      create_article: "Créer un article",
      article_show: "Article",
      article_edit: "Modifier l'article",
      user_add: "Ajouter un utilisateur",
      client_add: "Ajouter un client",
      client_show: "Fiche client",
      invoice_create: "Créer une facture",
      invoice_show: "Facture",
      quote_create: "Créer un devis",
      quote_show: "Devis",
      delivery_create: "Créer un bon de livraison",
      delivery_show: "Bon de livraison",
      forgot_password: "Mot de passe oublié",
      otp_verification: "Vérification du code",
      reset_password: "Réinitialisation du mot de passe",
    },
    owners: {
      dashboard: "le tableau de bord",
      settings: "les paramètres",
      banner: "la bannière",
      articles: "les articles",
      users: "les utilisateurs",
      clients: "les clients",
      invoices: "les factures",
      quotes: "les devis",
      delivery: "les bons de livraison",
      password_reset: "la réinitialisation du mot de passe",
    },
    placeholder: "%{screen} — écran livré avec %{owner}",
  },
  resources: {
    clients: {
      name: "Client |||| Clients",
      fields: {
        name: "Nom",
        type: "Type",
        email: "E-mail",
        phone: "Téléphone",
        createdAt: "Date d'ajout",
      },
    },
    invoices: {
      name: "Facture |||| Factures",
      fields: {
        invoiceNumber: "N° de facture",
        "client.name": "Client",
        issueDate: "Date",
        dueDate: "Échéance",
        totalAmount: "Montant",
        status: "Statut",
      },
    },
    quotes: {
      name: "Devis |||| Devis",
      fields: {
        quoteNumber: "N° de devis",
        "client.name": "Client",
        issueDate: "Date",
        validUntil: "Valide jusqu'au",
        totalAmount: "Montant",
        status: "Statut",
      },
    },
    delivery: {
      name: "Bon de livraison |||| Bons de livraison",
      fields: {
        deliveryNumber: "N° de bon",
        "invoice.invoiceNumber": "N° de facture",
        "client.name": "Client",
        createdAt: "Date de création",
        deliveryDate: "Date de livraison",
        status: "Statut",
      },
    },
    messages: {
      name: "Message |||| Messages",
      fields: {
        name: "Nom",
        email: "E-mail",
        phone: "Téléphone",
        service: "Service",
        createdAt: "Date",
      },
    },
    subscribers: {
      name: "Abonné |||| Abonnés",
      fields: {
        email: "E-mail",
        source: "Source",
        createdAt: "Date d'inscription",
      },
    },
    posts: {
      name: "Article |||| Articles",
      fields: {
        title: "Titre",
        excerpt: "Extrait",
        category: "Catégorie",
        status: "Statut",
        createdAt: "Date",
      },
    },
    users: {
      name: "Utilisateur |||| Utilisateurs",
      fields: {
        name: "Nom",
        email: "E-mail",
        createdAt: "Date d'inscription",
        role: "Rôle",
      },
    },
  },
};

export const fr: TranslationMessages = mergeTranslations(frenchMessages, appMessages);

/** Screens that exist as placeholders until the work that owns them lands. */
export type ScreenKey = keyof typeof appMessages.app.screens;
export type OwnerKey = keyof typeof appMessages.app.owners;
