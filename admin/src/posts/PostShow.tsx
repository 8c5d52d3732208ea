import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import EditIcon from "@mui/icons-material/Edit";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslate, type RaRecord } from "react-admin";
import { Link } from "react-router-dom";
import { blogCategoryLabel } from "@agency/shared";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { ArticlePage, WithArticle } from "./ArticlePage";
import { articleDateLabel, articlePath, coverSourceOf, textOf } from "./articleRecord";
import { StatusChip } from "./StatusChip";
import { postKey } from "./strings";

const ArticleView = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const cover = coverSourceOf(record.coverImage);
  const title = textOf(record.title);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }}>
        <Button component={Link} to="/posts" startIcon={<ArrowBackIcon />}>
          {translate(postKey("show.back"))}
        </Button>
        <Button component={Link} to={`${articlePath(record.id)}/edit`} variant="contained" startIcon={<EditIcon />}>
          {translate(postKey("show.edit"))}
        </Button>
        <DeleteWithCodeButton resource="posts" record={record} redirectTo="/posts" />
      </Stack>
      {cover && (
        <Box
          component="img"
          src={cover}
          alt={title}
          sx={{ width: "100%", maxHeight: 360, objectFit: "cover", borderRadius: 1 }}
        />
      )}
      <Typography component="h2" variant="h4">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 1, m: 0 }}
      >
        <dt>{translate(postKey("show.category"))}</dt>
        <dd>{blogCategoryLabel(textOf(record.category))}</dd>
        <dt>{translate(postKey("show.status"))}</dt>
        <dd>
          <StatusChip status={record.status} />
        </dd>
        <dt>{translate(postKey("show.author"))}</dt>
        <dd>{textOf(record.author) || "—"}</dd>
        <dt>{translate(postKey("show.date"))}</dt>
        <dd>{articleDateLabel(record.date, record.createdAt)}</dd>
      </Box>
      {/* The server sanitises the HTML before storing it (communication contract). */}
      <Box
        component="article"
        sx={{ "& img": { maxWidth: "100%" } }}
        dangerouslySetInnerHTML={{ __html: textOf(record.content) }}
      />
    </Stack>
  );
};

/** /articles/:id */
export const PostShow = () => (
  <ArticlePage title="show.title">
    <WithArticle>{(record) => <ArticleView record={record} />}</WithArticle>
  </ArticlePage>
);
