/** Strings of the article screens, under `app.posts_screen.*`. Spec 000 quotes are verbatim. */
export const postStrings = {
  list: {
    search: "Rechercher un article",
    create: "Créer un article",
    cover: "Couverture",
    no_cover: "Pas d'image de couverture",
    date: "Date",
    view: "Voir",
    edit: "Modifier",
    empty: "Aucun article pour le moment.",
    load_error: "Erreur lors de la récupération des articles",
    load_failed: "Impossible de charger les articles",
    retry: "Réessayer",
  },
  form: {
    create_title: "Créer un article",
    edit_title: "Modifier l'article",
    cover: "Image de couverture",
    cover_help: "JPEG, PNG, WebP ou GIF, 5 Mo maximum.",
    cover_preview: "Aperçu de l'image de couverture",
    cover_type: "Seules les images JPEG, PNG, WebP ou GIF sont acceptées.",
    cover_size: "L'image ne doit pas dépasser 5 Mo.",
    content: "Contenu",
    editor_loading: "Chargement de l'éditeur…",
    publish: "Publier",
    save: "Enregistrer",
    back: "Retour",
    loading: "Chargement de l'article...",
    created: "Article créé avec succès",
    updated: "Article mis à jour avec succès",
    create_failed: "Une erreur est survenue lors de la création de l'article",
    update_failed: "Une erreur est survenue lors de la mise à jour de l'article",
  },
  show: {
    title: "Article",
    back: "Retour aux articles",
    edit: "Modifier",
    category: "Catégorie",
    status: "Statut",
    author: "Auteur",
    date: "Date",
    not_found: "Article non trouvé",
  },
} as const;

type Strings = typeof postStrings;

/** A key of this file, e.g. "list.view". */
export type PostKey = {
  [Screen in keyof Strings]: `${Screen}.${keyof Strings[Screen] & string}`;
}[keyof Strings];

/** The translation key of a string of this file. */
export const postKey = (key: PostKey): string => `app.posts_screen.${key}`;

/**
 * French labels of the editor toolbar (ra-input-rich-text ships English defaults only and
 * ra-language-french has none). They live at `ra.tiptap.*`, outside this folder's namespace:
 * ArticleEditor answers them itself.
 */
export const tiptapStrings = {
  bold: "Gras",
  italic: "Italique",
  underline: "Souligné",
  strike: "Barré",
  code: "Code",
  list_bulleted: "Liste à puces",
  list_numbered: "Liste numérotée",
  link: "Lien",
  image: "Image",
  image_dialog: "Adresse de l'image",
  color: "Couleur",
  highlight: "Surlignage",
  clear_format: "Effacer la mise en forme",
  current_level: "Niveau actuel",
  select_level: "Choisir le niveau",
  paragraph: "Normal",
  heading1: "Titre 1",
  heading2: "Titre 2",
  heading3: "Titre 3",
  heading4: "Titre 4",
  heading5: "Titre 5",
  heading6: "Titre 6",
} as const;
