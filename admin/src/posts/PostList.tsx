import EditIcon from "@mui/icons-material/Edit";
import ImageIcon from "@mui/icons-material/Image";
import RefreshIcon from "@mui/icons-material/Refresh";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Alert, Box } from "@mui/material";
import {
  Button,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { Link } from "react-router-dom";
import { ADMIN_ARTICLE_CATEGORY_FILTER, ALL_CATEGORIES, blogCategoryLabel } from "@agency/shared";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import { ScreenHeading } from "../layout/ScreenHeading";
import { EmptyState } from "../sales/PageStates";
import { articleDateLabel, articlePath, coverSourceOf, textOf, truncate } from "./articleRecord";
import { NativeSelectInput } from "./NativeSelectInput";
import { StatusChip } from "./StatusChip";
import { postKey } from "./strings";
import { RowActions } from "../fields/RowActions";

const EXCERPT_LENGTH = 80;

// "Tous" is the select's empty choice: an empty filter value is no filter at all.
const CATEGORY_CHOICES = ADMIN_ARTICLE_CATEGORY_FILTER.filter(({ value }) => value !== ALL_CATEGORIES);
const ALL_LABEL = ADMIN_ARTICLE_CATEGORY_FILTER.find(({ value }) => value === ALL_CATEGORIES)?.label;

const Thumbnail = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const src = coverSourceOf(record.coverImage);
  // An article without a cover keeps the column's rhythm: a neutral tile says so.
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={translate(postKey("list.no_cover"))}
        sx={{
          width: 60,
          height: 40,
          borderRadius: 0.5,
          bgcolor: "action.hover",
          display: "grid",
          placeItems: "center",
        }}
      >
        <ImageIcon fontSize="small" color="disabled" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={textOf(record.title)}
      loading="lazy"
      width={60}
      height={40}
      sx={{ objectFit: "cover", borderRadius: 0.5, display: "block" }}
    />
  );
};

const RowLinks = () => {
  const record = useRecordContext();
  if (!record) return null;
  const to = articlePath(record.id);
  return (
    <>
      <Button component={Link} to={to} label={postKey("list.view")}>
        <VisibilityIcon />
      </Button>
      <Button component={Link} to={`${to}/edit`} label={postKey("list.edit")}>
        <EditIcon />
      </Button>
    </>
  );
};

const ListActions = () => (
  <TopToolbar>
    <CreateButton to="/create-article" label={postKey("list.create")} variant="contained" />
  </TopToolbar>
);

/** Shown in place of the table when loading fails; unlike the original, "Réessayer" retries. */
const LoadError = () => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button label={postKey("list.retry")} onClick={() => void refetch()}>
          <RefreshIcon />
        </Button>
      }
    >
      {translate(postKey("list.load_error"))}
    </Alert>
  );
};

/** No page count beside a failed load: react-admin would show "1-10 sur 10" under the error. */
const PostPagination = () => (useListContext().error ? null : <Pagination />);

/** /posts, for both staff roles. Deletion needs a one-time code: bulk delete is off. */
export const PostList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyLoadFailure = (error: unknown) => {
    console.error("Articles: loading the list failed", error);
    notify(postKey("list.load_failed"), { type: "error" });
  };

  return (
    <>
      <ScreenHeading title="app.titles.posts" />
      <List
        title="app.titles.posts"
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={translate(postKey("list.search"))} />,
          <NativeSelectInput
            key="category"
            source="category"
            alwaysOn
            size="small"
            options={CATEGORY_CHOICES}
            emptyLabel={ALL_LABEL}
          />,
        ]}
        actions={<ListActions />}
        sort={{ field: "createdAt", order: "DESC" }}
        exporter={false}
        empty={false}
        error={<LoadError />}
        pagination={<PostPagination />}
        queryOptions={{ onError: notifyLoadFailure }}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<EmptyState message={postKey("list.empty")} />}>
          <FunctionField label={postKey("list.cover")} render={(record: RaRecord) => <Thumbnail record={record} />} />
          <TextField source="title" />
          <FunctionField
            source="excerpt"
            sortable={false}
            render={(record: RaRecord) => (
              <span title={textOf(record.excerpt)}>{truncate(textOf(record.excerpt), EXCERPT_LENGTH)}</span>
            )}
          />
          <FunctionField source="category" render={(record: RaRecord) => blogCategoryLabel(textOf(record.category))} />
          <FunctionField source="status" render={(record: RaRecord) => <StatusChip status={record.status} />} />
          <FunctionField
            source="createdAt"
            label={postKey("list.date")}
            render={(record: RaRecord) => articleDateLabel(record.date, record.createdAt)}
          />
          <RowActions label="app.deletion.column" textAlign="right">
            <RowLinks />
            <DeleteWithCodeButton resource="posts" />
          </RowActions>
        </Datagrid>
      </List>
    </>
  );
};
