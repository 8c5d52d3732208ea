/** Strings of the dashboard and the theme picker, under `app.dashboard_screen.*`. */
export const dashboardStrings = {
  title: "Tableau de bord",
  loading: "Chargement du tableau de bord…",
  // Spec 000, point 8, verbatim (English in the original).
  load_failed: "Error fetching dashboard data",
  load_failed_detail: "Le tableau de bord n'a pas pu être chargé.",
  retry: "Réessayer",
  stats: {
    title: "Statistiques",
    clients: "Clients",
    invoices: "Factures",
    quotes: "Devis",
    revenue: "Chiffre d'affaires",
    pending_payments: "Paiements en attente",
    deliveries: "Bons de livraison",
  },
  charts: {
    monthly_title: "Facturé et encaissé sur 12 mois",
    ageing_title: "Sommes dues par ancienneté",
    figures: "Chiffres du graphique",
    month: "Mois",
    invoiced: "Facturé",
    collected: "Encaissé",
    monthly_hint: "Un clic sur un mois ouvre les factures émises ce mois-là.",
    bucket: "Ancienneté",
    due: "Montant dû",
    ageing_loading: "Chargement de la balance âgée…",
    ageing_failed: "La balance âgée n'a pas pu être chargée.",
    open_ageing: "Voir la balance âgée",
  },
  alerts: {
    title: "Alertes",
    empty: "Aucune alerte",
    // Polyglot plurals: singular |||| plural, chosen by smart_count.
    "overdue-invoices": "%{smart_count} facture impayée en retard |||| %{smart_count} factures impayées en retard",
    "expiring-quotes":
      "%{smart_count} devis expire dans les 7 jours |||| %{smart_count} devis expirent dans les 7 jours",
    "unread-messages": "%{smart_count} message non lu |||| %{smart_count} messages non lus",
    "deliveries-due":
      "%{smart_count} bon de livraison à livrer sous 3 jours |||| %{smart_count} bons de livraison à livrer sous 3 jours",
  },
  activity: {
    title: "Activité récente",
    empty: "Aucune activité récente",
    kind: "Type",
    number: "Numéro",
    client: "Client",
    amount: "Montant",
    date: "Date",
    status: "Statut",
    no_client: "Sans client",
    kinds: {
      invoice: "Facture",
      quote: "Devis",
      delivery: "Bon de livraison",
    },
  },
  actions: {
    title: "Actions rapides",
    add_client: "Ajouter un client",
    create_invoice: "Créer une facture",
    create_quote: "Créer un devis",
    create_delivery: "Créer un bon de livraison",
  },
  theme: {
    title: "Thème",
    names: {
      gold: "Or",
      blue: "Bleu",
      purple: "Violet",
      green: "Vert",
      orange: "Orange",
      red: "Rouge",
      pink: "Rose",
      teal: "Sarcelle",
    },
  },
};
