import { OUTBOX_STATUS_LABELS } from "@agency/shared";

/** French wording of the mail outbox (app.mails.*). */
export const mailMessages = {
  menu: "Courriels",
  title: "Courriels envoyés",
  intro:
    "Chaque courriel du back-office passe par cette file : un envoi refusé par le serveur SMTP est retenté après 1 min, 5 min, 30 min puis 2 h, puis marqué en échec.",
  list_loading: "Chargement des courriels…",
  list_empty: "Aucun courriel ne correspond à ces filtres.",
  list_none: "Aucun courriel envoyé pour l'instant.",
  list_failed: "Impossible de charger les courriels",
  load_failed: "Impossible de charger ce courriel",
  missing: "Ce courriel n'existe pas.",
  back: "Retour aux courriels",
  statuses: OUTBOX_STATUS_LABELS,
  filters: { status: "Statut", q: "Rechercher" },
  fields: {
    createdAt: "Créé le",
    to: "Destinataire",
    cc: "Copie",
    subject: "Objet",
    about: "Concerne",
    status: "Statut",
    attempts: "Tentatives",
    nextAttemptAt: "Prochaine tentative",
    sentAt: "Envoyé le",
  },
  errors_title: "Erreurs des tentatives",
  no_errors: "Aucune tentative n'a échoué.",
  resend: "Renvoyer",
  resending: "Renvoi…",
  resend_failed: "Le courriel n'a pas pu être remis en file d'envoi",
};
