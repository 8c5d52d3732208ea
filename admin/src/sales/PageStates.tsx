import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, CircularProgress, Stack, Typography } from "@mui/material";
import { Button, useListContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { narrowsList } from "../providers/strapiQuery";

/** "Retour aux factures": the way back to a list. */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Button component={Link} to={to} label={label} sx={{ alignSelf: "flex-start" }}>
    <ArrowBackIcon />
  </Button>
);

/** A screen or a list waiting for the API, said in words as well as shown. */
export const LoadingState = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Stack role="status" direction="row" spacing={2} alignItems="center" sx={{ p: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate(message)}</Typography>
    </Stack>
  );
};

/** A list with nothing to show for the current search and filter. */
export const EmptyState = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Box>
  );
};

/**
 * An empty list, said as it is: `<messages>.list_empty` when a search or filter finds nothing, `<messages>.list_none`
 * (where the list has its own words for it) when there is nothing at all yet.
 */
export const ListEmptyState = ({ messages }: { messages: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = translate(`${messages}.list_empty`);
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">
        {narrowsList(filterValues) ? filtered : translate(`${messages}.list_none`, { _: filtered })}
      </Typography>
    </Box>
  );
};

/** A document that does not exist (any more). */
export const NotFoundState = ({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <BackLink to={backTo} label={backLabel} />
      <Alert severity="warning">{translate(message)}</Alert>
    </Stack>
  );
};
