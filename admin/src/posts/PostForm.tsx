import { useState } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import SaveIcon from "@mui/icons-material/Save";
import { Button, Stack } from "@mui/material";
import {
  Form,
  useCreate,
  useNotify,
  usePermissions,
  useRedirect,
  useTranslate,
  useUpdate,
  type RaRecord,
} from "react-admin";
import { useFormState, type FieldValues } from "react-hook-form";
import { Link } from "react-router-dom";
import { isStaffRole, type ArticleData } from "@agency/shared";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { serverFieldErrors } from "../providers/fieldErrors";
import { serverMessageOf } from "../providers/http";
import { ArticleInputs } from "./ArticleInputs";
import { articleResolver, backPathFor, NEW_ARTICLE_DEFAULTS, toArticlePayload } from "./articleForm";
import { coverSourceOf } from "./articleRecord";
import { postKey } from "./strings";

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
 * The article form of /create-article ("Publier") and /articles/:id/edit ("Enregistrer"): a
 * react-admin `<Form>` checked by the shared schema. The cover is uploaded first, then the article
 * is saved with the upload's id. Server messages go under their fields and in a notification.
 */
export const PostForm = ({ record }: PostFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { permissions } = usePermissions<unknown>();
  const [create] = useCreate();
  const [update] = useUpdate();
  const dataProvider = useAgencyDataProvider();
  const [cover, setCover] = useState<File | null>(null);
  const editing = record !== undefined;

  const submit = async (article: ArticleData) => {
    try {
      const coverImage = cover ? await dataProvider.uploadFile(cover) : undefined;
      const data = toArticlePayload(article, coverImage);
      if (record) {
        await update(
          "posts",
          { id: record.id, data, previousData: record, meta: { ifUnchanged: true } },
          { returnPromise: true },
        );
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
    <Form
      record={record ?? NEW_ARTICLE_DEFAULTS}
      resolver={articleResolver}
      // The resolver answers the schema's output: the trimmed article fields alone.
      onSubmit={(values: FieldValues) => submit(values as ArticleData)}
      warnWhenUnsavedChanges
    >
      <Stack spacing={1} sx={{ maxWidth: 960 }}>
        <ArticleInputs currentCover={record && coverSourceOf(record.coverImage)} onCoverChange={setCover} />
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
