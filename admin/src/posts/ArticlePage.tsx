import type { ReactNode } from "react";
import { Card, CardContent, Typography } from "@mui/material";
import { HttpError, ResourceContextProvider, Title, useGetOne, useTranslate, type RaRecord } from "react-admin";
import { useParams } from "react-router-dom";
import { LoadingState, NotFoundState } from "../sales/PageStates";
import { postKey, type PostKey } from "./strings";

interface ArticlePageProps {
  title: PostKey;
  children: ReactNode;
}

/** The frame of the three article screens: page title, heading, and the posts resource. */
export const ArticlePage = ({ title, children }: ArticlePageProps) => {
  const translate = useTranslate();
  const text = translate(postKey(title));
  return (
    <ResourceContextProvider value="posts">
      <Card sx={{ mt: 2 }}>
        <Title title={text} />
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {text}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

/** Loads the article of `/articles/:id…` and hands it to `children` once it is there. */
export const WithArticle = ({ children }: { children: (record: RaRecord) => ReactNode }) => {
  const { id = "" } = useParams();
  const { data, error, isPending } = useGetOne("posts", { id });
  if (isPending) return <LoadingState message={postKey("form.loading")} />;
  if (error || !data) {
    const missing = error instanceof HttpError && error.status === 404;
    return (
      <NotFoundState
        message={postKey(missing ? "show.not_found" : "list.load_error")}
        backTo="/posts"
        backLabel={postKey("show.back")}
      />
    );
  }
  return <>{children(data)}</>;
};
