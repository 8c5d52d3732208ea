/** Strings of the users, settings and banner screens, under `app.users_screen.*`. */
export const userStrings = {
  list: {
    add: "Ajouter un utilisateur",
  },
  // Spec 000 points 2, 4, 5 and 8; quoted texts verbatim. The code dialogs' other texts are the deletion's.
  create: {
    title: "Ajouter un utilisateur",
    name: "Nom",
    email: "Adresse e-mail",
    password: "Mot de passe",
    role: "Rôle",
    role_writer: "Écrivain",
    role_admin: "Admin",
    submit: "Créer l'utilisateur",
    back: "Retour à la liste",
    confirm_content: "Voulez-vous vraiment créer le compte de « %{name} » ?",
    confirm: "Confirmer",
    code_title: "Confirmez la création",
    success: "Utilisateur créé avec succès",
    failed: "Une erreur s'est produite",
  },
  settings: {
    company_name: "Nom de l'entreprise",
    company_email: "E-mail professionnel",
    language: "Langue",
    french: "Français",
    save: "Enregistrer",
    saved: "Paramètres enregistrés",
    failed: "Une erreur s'est produite",
    load_failed: "Impossible de charger les paramètres de l'entreprise",
    // The "Facturation" tab (issues #15 and #16).
    billing: {
      einvoice: "Facture électronique",
      rib: "RIB de l'agence",
      rib_help: "24 chiffres ; indiqué comme moyen de paiement (virement) dans les factures électroniques.",
      vat_exemption: "Motif d'exonération des lignes à 0 % de TVA",
      reminders: "Relances",
      reminders_enabled: "Envoyer automatiquement les relances des factures impayées",
      reminder_days: "Jours après l'échéance",
      reminder_days_help:
        "Par exemple « 7, 15, 30 » : une relance par délai et par facture, le matin (heure de Casablanca), la facture jointe.",
      mail: "E-mail des documents",
      mail_intro:
        "Le modèle proposé à l'envoi d'une facture, d'un devis ou d'un avoir, et envoyé avec les factures récurrentes. Champ vide : le modèle par défaut.",
      mail_subject: "Objet",
      mail_message: "Message",
      variables: "Variables possibles",
      share_links: "Liens client",
      share_link_days: "Durée de validité des liens client (jours)",
      share_link_days_help:
        "De 1 à 365 jours (90 par défaut) pour les liens créés ensuite, à la main ou à l'envoi par e-mail ; un lien déjà créé garde sa date de fin.",
      saved: "Paramètres de facturation enregistrés",
    },
  },
  banner: {
    title: "Bannière",
    carousel: "Actualités de l'agence",
    slide: "Diapositive %{index} sur %{total}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    go_to: "Aller à la diapositive %{index}",
    pause: "Mettre en pause le défilement",
    play: "Reprendre le défilement",
    slides: {
      welcome: {
        title: "Bienvenue dans votre agence",
        text: "Création web, réseaux sociaux et identité visuelle : tout pour faire grandir votre marque.",
      },
      campaigns: {
        title: "Campagnes publicitaires",
        text: "Des campagnes ciblées qui transforment vos visiteurs en clients fidèles.",
      },
      content: {
        title: "Contenus qui inspirent",
        text: "Articles, photos et vidéos pensés pour captiver votre audience.",
      },
      results: {
        title: "Des résultats mesurables",
        text: "Suivez vos performances et ajustez votre stratégie en toute confiance.",
      },
    },
  },
};
