import { useMemo, type ReactNode } from "react";
import { I18nContext, useI18nProvider, useTranslate, type I18nProvider } from "react-admin";
import {
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
} from "ra-input-rich-text";
import { HeadingLevelSelect } from "./HeadingLevelSelect";
import { postKey, tiptapStrings } from "./strings";

/** Spec 000 point 9: undo history of 100 steps, typing grouped over 1000 ms. */
const HISTORY = { depth: 100, newGroupDelay: 1000 };

const extensions = (DefaultEditorOptions.extensions ?? []).map((extension) =>
  extension.name === "starterKit" ? extension.configure({ undoRedo: HISTORY }) : extension,
);

const toolbarLabels: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(tiptapStrings).map(([key, label]) => [`ra.tiptap.${key}`, label]),
);

/**
 * The toolbar's buttons ask for `ra.tiptap.*` labels that no French catalogue has: answer them
 * here, and everything else from the app's own provider.
 */
const FrenchToolbarLabels = ({ children }: { children: ReactNode }) => {
  const parent = useI18nProvider();
  const provider = useMemo<I18nProvider>(
    () => ({
      ...parent,
      translate: (key, options) => toolbarLabels[key] ?? parent.translate(key, options),
    }),
    [parent],
  );
  return <I18nContext.Provider value={provider}>{children}</I18nContext.Provider>;
};

/** Spec 000 point 9's toolbar: headings, bold…strike, lists, colours, link, image, clean. */
const toolbar = (
  <FrenchToolbarLabels>
    <RichTextInputToolbar>
      <HeadingLevelSelect />
      <FormatButtons size="small" />
      <ListButtons size="small" />
      <ColorButtons size="small" />
      <LinkButtons size="small" />
      <ImageButtons size="small" />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  </FrenchToolbarLabels>
);

/** The article body. The editable area is named "Contenu" (a `<label>` cannot name a div). */
export const ArticleEditor = () => {
  const translate = useTranslate();
  const label = translate(postKey("form.content"));
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      extensions,
      editorProps: { attributes: { "aria-label": label } },
    }),
    [label],
  );
  // An article is written here: a page of room to begin with, growing with the text.
  return (
    <RichTextInput
      source="content"
      label={label}
      isRequired
      toolbar={toolbar}
      editorOptions={editorOptions}
      fullWidth
      sx={{ "& .ProseMirror": { minHeight: "20rem" } }}
    />
  );
};
