/** Strings of the messages and subscribers screens, under `app.inbox.*`. */
export const inboxStrings = {
  messages: {
    empty: "Aucun message",
    date: "Date",
    status: "Statut",
    unread: "Non lu",
    open: "Voir",
    detail: {
      region: "Détail du message",
      close: "Fermer",
      message: "Message",
      replies: "Réponses envoyées",
      no_replies: "Aucune réponse envoyée pour le moment.",
      replies_loading: "Chargement des réponses…",
      replies_failed: "Impossible de charger les réponses.",
      unknown_author: "Équipe",
      reply_meta: "%{date} — %{author}",
    },
    actions: {
      reply: "Répondre",
      mark_read: "Marquer comme lu",
      mark_unread: "Marquer comme non lu",
    },
    reply: {
      title: "Répondre à %{name}",
      recipient: "Destinataire",
      field: "Votre réponse",
      send: "Envoyer",
      cancel: "Annuler",
      // Spec 000 point 8, verbatim.
      sent: "Succès! Votre réponse a été envoyée avec succès",
      failed: "Erreur! Une erreur est survenue lors de l'envoi de la réponse",
    },
  },
  subscribers: {
    empty: "Aucun abonné",
    count: "%{smart_count} abonné |||| %{smart_count} abonnés",
    status: "Statut",
    active: "Actif",
    unsubscribed: "Désabonné",
    export: "Télécharger CSV",
    exported: "Export CSV téléchargé",
    export_failed: "Erreur lors de l'export CSV",
  },
};
