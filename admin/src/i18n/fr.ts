import frenchMessages from "ra-language-french";
import { mergeTranslations, type TranslationMessages } from "react-admin";
import { clientMessages } from "../clients/messages";
import { dashboardStrings } from "../dashboard/strings";
import { inboxStrings } from "../messages/strings";
import { postStrings } from "../posts/strings";
import { userStrings } from "../users/strings";
import { deliveryMessages } from "../delivery/messages";
import { documentMessages } from "../documents/messages";
import type { DeletableResource } from "../deletion/deletionTargets";
import { paymentMessages } from "../payments/messages";
import { creditNoteMessages } from "../creditNotes/messages";
import { auditMessages } from "../audit/messages";
import { salesMessages } from "../sales/messages";
import { reportMessages } from "../reports/messages";
import { recurringMessages } from "../recurring/messages";
import { mailMessages } from "../mails/messages";

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
      credit_notes: "Avoirs",
      ageing: "Balance âgée",
      audit: "Journal d'audit",
      logout: "Déconnexion",
    },
    dialogs: {
      discard: {
        title: "Abandonner la saisie ?",
        content: "Ce que vous avez saisi dans cette fenêtre n'a pas été enregistré et sera perdu.",
        confirm: "Abandonner",
        cancel: "Continuer la saisie",
      },
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
    deletion: {
      column: "Actions",
      button: "Supprimer",
      confirm_title: "Êtes-vous sûr ?",
      confirm_content: "Voulez-vous vraiment supprimer « %{name} » ? Cette action est irréversible.",
      cancel: "Annuler",
      confirm: "Supprimer",
      pending_title: "Veuillez patienter...",
      pending_content: "Envoi du code de vérification à votre adresse e-mail.",
      code_title: "Confirmez la suppression",
      code_content: "Saisissez le code à 6 chiffres envoyé à votre adresse e-mail.",
      code_label: "Code de vérification",
      verify: "Vérifier",
      send_failed: "Failed to send verification code",
      own_account: "Vous ne pouvez pas supprimer votre propre compte",
      // Spec 000 and 001, point 8, verbatim; the quote's success text is ours (the spec gives none).
      outcomes: {
        users: {
          success: "Utilisateur supprimé avec succès",
          failure: "Erreur lors de la suppression de l'utilisateur",
        },
        posts: { success: "Article supprimé avec succès", failure: "Impossible de supprimer l'article" },
        messages: {
          success: "Supprimé ! Message supprimé avec succès.",
          failure: "Impossible de supprimer le message",
        },
        subscribers: {
          success: "Supprimé ! Abonnement supprimé avec succès.",
          failure: "Impossible de supprimer l'abonné",
        },
        clients: { success: "Client supprimé avec succès", failure: "Une erreur est survenue" },
        invoices: {
          success: "La facture a été supprimée avec succès",
          failure: "Erreur lors de la suppression de la facture",
        },
        quotes: {
          success: "Le devis a été supprimé avec succès",
          failure: "Erreur lors de la suppression du devis",
        },
        delivery: {
          success: "Le bon de livraison a été supprimé avec succès",
          failure: "Impossible de supprimer le bon de livraison",
        },
        payments: { success: "Paiement supprimé", failure: "Impossible de supprimer le paiement" },
      } satisfies Record<DeletableResource, { success: string; failure: string }>,
    },
    password: {
      current: "Mot de passe actuel",
      new: "Nouveau mot de passe",
      confirm: "Confirmer le mot de passe",
      show: "Afficher le mot de passe",
      hide: "Masquer le mot de passe",
    },
    password_reset: {
      forgot_title: "Mot de passe oublié",
      otp_title: "Vérification du code",
      reset_title: "Réinitialisation du mot de passe",
      forgot_intro: "Saisissez votre adresse e-mail : nous vous enverrons un code de vérification à 6 chiffres.",
      send_code: "Envoyer le code",
      code_sent: "Code envoyé à votre e-mail !",
      send_failed: "Erreur lors de l'envoi du code",
      back_to_login: "Retour à la connexion",
      otp_intro: "Saisissez le code à 6 chiffres envoyé à %{email}.",
      digit: "Chiffre %{position}",
      verify: "Vérifier",
      verified: "Vérification réussie !",
      verify_failed: "Erreur lors de la vérification du code.",
      resend: "Renvoyer le code",
      reset_intro: "Choisissez un nouveau mot de passe d'au moins 8 caractères.",
      reset: "Réinitialiser le mot de passe",
      reset_done: "Mot de passe réinitialisé avec succès !",
      reset_failed: "Erreur lors de la réinitialisation du mot de passe",
    },
    settings: {
      title: "Paramètres",
      general: "Général",
      billing: "Facturation",
      security: "Sécurité",
      general_placeholder:
        "Informations de l'entreprise (nom, e-mail professionnel, langue) — formulaire livré avec les paramètres de l'entreprise.",
      save: "Enregistrer",
      saved: "Paramètres de sécurité enregistrés",
      failed: "Une erreur s'est produite",
    },
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
    creditNotes: {
      name: "Avoir |||| Avoirs",
    },
    auditEntries: {
      name: "Entrée du journal |||| Journal d'audit",
    },
    recurringInvoices: {
      name: "Facture récurrente |||| Factures récurrentes",
    },
    mails: {
      name: "Courriel |||| Courriels",
    },
    payments: {
      name: "Paiement |||| Paiements",
      fields: { amount: "Montant", date: "Date", method: "Mode de paiement", reference: "Référence" },
    },
    delivery: {
      name: "Bon de livraison |||| Bons de livraison",
      fields: {
        deliveryNumber: "N° de bon",
        "invoice.invoiceNumber": "N° de facture",
        "client.name": "Client",
        issueDate: "Date de création",
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

export const fr: TranslationMessages = mergeTranslations(frenchMessages, appMessages, {
  // react-admin's not-found page ends this sentence with its own full stop: "…un mauvais lien.." otherwise.
  ra: { message: { not_found: "L'URL saisie est incorrecte, ou vous avez suivi un mauvais lien" } },
  app: {
    clients_screen: clientMessages,
    sales: salesMessages,
    payments: paymentMessages,
    credit_notes: creditNoteMessages,
    audit: auditMessages,
    delivery_screen: deliveryMessages,
    documents: documentMessages,
    reports: reportMessages,
    recurring: recurringMessages,
    mails: mailMessages,
    dashboard_screen: dashboardStrings,
    inbox: inboxStrings,
    posts_screen: postStrings,
    users_screen: userStrings,
  },
});
