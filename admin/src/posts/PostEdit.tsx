import { ArticlePage, WithArticle } from "./ArticlePage";
import { PostForm } from "./PostForm";

/** /articles/:id/edit */
export const PostEdit = () => (
  <ArticlePage title="form.edit_title">
    <WithArticle>{(record) => <PostForm record={record} />}</WithArticle>
  </ArticlePage>
);
