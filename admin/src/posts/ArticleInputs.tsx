import { lazy, Suspense } from "react";
import { LinearProgress, Stack } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { ARTICLE_STATUS_OPTIONS, BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, toOptions } from "@agency/shared";
import { CoverImageInput } from "./CoverImageInput";
import { NativeSelectInput } from "./NativeSelectInput";
import { postKey } from "./strings";

// The rich-text editor (tiptap) is the back-office's heaviest part: loaded with the article form only.
const ArticleEditor = lazy(() => import("./ArticleEditor").then((module) => ({ default: module.ArticleEditor })));

const CATEGORY_OPTIONS = toOptions(BLOG_CATEGORIES, BLOG_CATEGORY_LABELS);

interface ArticleInputsProps {
  /** The saved cover's source, shown until another file is chosen. */
  currentCover?: string;
  /** The cover file to upload on save, or null when none (or a refused one) is chosen. */
  onCoverChange: (file: File | null) => void;
}

/** The article's inputs, shared by /create-article and /articles/:id/edit (inside a react-admin `<Form>`). */
export const ArticleInputs = ({ currentCover, onCoverChange }: ArticleInputsProps) => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="title" fullWidth isRequired />
      <TextInput source="excerpt" fullWidth multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <NativeSelectInput source="category" options={CATEGORY_OPTIONS} />
        <NativeSelectInput source="status" options={ARTICLE_STATUS_OPTIONS} />
      </Stack>
      <CoverImageInput currentSrc={currentCover} onChange={onCoverChange} />
      <Suspense fallback={<LinearProgress aria-label={translate(postKey("form.editor_loading"))} />}>
        <ArticleEditor />
      </Suspense>
    </>
  );
};
