/** Strings of the reports, under `app.reports.*`; the ageing buckets' labels are @agency/shared's. */
export const reportMessages = {
  ageing: {
    title: "Balance âgée",
    date: "Date du rapport",
    invalid_date: "Saisissez une date complète.",
    table: "Sommes dues par client au %{date}",
    client: "Client",
    total: "Total dû",
    totals: "Total",
    empty: "Aucune somme due à cette date.",
    loading: "Chargement de la balance âgée…",
    load_failed: "La balance âgée n'a pas pu être chargée.",
    retry: "Réessayer",
  },
};
