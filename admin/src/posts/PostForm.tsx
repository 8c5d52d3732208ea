import { lazy, Suspense, useState } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import SaveIcon from "@mui/icons-material/Save";
import { Button, LinearProgress, Stack } from "@mui/material";
import {
  Form,
  TextInput,
  useCreate,
  useNotify,
  usePermissions,
  useRedirect,
  useTranslate,
  useUpdate,
  type RaRecord,
  useDataProvider,
} from "react-admin";
import type { AgencyDataProvider } from "../providers/dataProvider";
import { useFormState, type FieldValues } from "react-hook-form";
import { Link } from "react-router-dom";
import { ARTICLE_STATUS_OPTIONS, BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, isStaffRole, toOptions } from "@agency/shared";
import { config } from "../config";
import { serverMessageOf } from "../providers/http";
import { serverFieldErrors } from "../providers/fieldErrors";
import { backPathFor, NEW_ARTICLE_DEFAULTS, toArticlePayload, validateArticle } from "./articleForm";
import { coverSourceOf } from "./articleRecord";
import { CoverImageInput } from "./CoverImageInput";
import { NativeSelectInput } from "./NativeSelectInput";
import { postKey } from "./strings";

// The rich-text editor (tiptap) is the back-office's heaviest part: loaded with the article form only.
const ArticleEditor = lazy(() => import("./ArticleEditor").then((module) => ({ default: module.ArticleEditor })));

const CATEGORY_OPTIONS = toOptions(BLOG_CATEGORIES, BLOG_CATEGORY_LABELS);

/** Disabled while the cover uploads and the article saves, so that one click saves once. */
const SubmitButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting}>
      {label}
    </Button>
  );
};

interface PostFormProps {
  /** The article being edited; none on /create-article. */
  record?: RaRecord;
}

/**
 * The article form of /create-article ("Publier") and /articles/:id/edit ("Enregistrer").
 * The cover is uploaded first, then the article is saved with the upload's id.
 */
export const PostForm = ({ record }: PostFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { permissions } = usePermissions<unknown>();
  const [create] = useCreate();
  const [update] = useUpdate();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const [cover, setCover] = useState<File | null>(null);
  const editing = record !== undefined;

  const submit = async (values: FieldValues) => {
    try {
      const coverImage = cover ? await dataProvider.uploadFile(cover) : undefined;
      const data = toArticlePayload(values, coverImage);
      if (record) {
        await update("posts", { id: record.id, data, previousData: record }, { returnPromise: true });
      } else {
        await create("posts", { data }, { returnPromise: true });
      }
      notify(postKey(editing ? "form.updated" : "form.created"), { type: "success" });
      redirect("/posts");
      return undefined;
    } catch (error) {
      console.error("Articles: saving failed", error);
      const message = serverMessageOf(error);
      if (message) notify(message, { type: "error", messageArgs: { _: message } });
      else notify(postKey(editing ? "form.update_failed" : "form.create_failed"), { type: "error" });
      return serverFieldErrors(error);
    }
  };

  return (
    <Form record={record ?? NEW_ARTICLE_DEFAULTS} onSubmit={submit} validate={validateArticle}>
      <Stack spacing={1} sx={{ maxWidth: 960 }}>
        <TextInput source="title" label={postKey("form.title")} fullWidth />
        <TextInput source="excerpt" label={postKey("form.excerpt")} fullWidth multiline minRows={2} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <NativeSelectInput source="category" label={translate(postKey("form.category"))} options={CATEGORY_OPTIONS} />
          <NativeSelectInput
            source="status"
            label={translate(postKey("form.status"))}
            options={ARTICLE_STATUS_OPTIONS}
          />
        </Stack>
        <CoverImageInput currentSrc={record && coverSourceOf(record.coverImage, config.apiUrl)} onChange={setCover} />
        <Suspense fallback={<LinearProgress aria-label={translate(postKey("form.editor_loading"))} />}>
          <ArticleEditor />
        </Suspense>
        <Stack direction="row" spacing={2} sx={{ pt: 2 }}>
          <SubmitButton label={translate(postKey(editing ? "form.save" : "form.publish"))} />
          <Button
            component={Link}
            to={backPathFor(isStaffRole(permissions) ? permissions : undefined)}
            startIcon={<ArrowBackIcon />}
          >
            {translate(postKey("form.back"))}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};
