import { ArticlePage } from "./ArticlePage";
import { PostForm } from "./PostForm";

/** /create-article */
export const PostCreate = () => (
  <ArticlePage title="form.create_title">
    <PostForm />
  </ArticlePage>
);
