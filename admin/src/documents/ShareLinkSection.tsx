import { formatFrenchDate, type ShareLinkCreated } from "@agency/shared";
import AddLinkIcon from "@mui/icons-material/AddLink";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import { Alert, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Confirm, HttpError, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { TitledSection } from "../fields/RowsTable";
import { serverMessageOf } from "../providers/http";
import type { SharedResource } from "../providers/shareMethods";
import { LoadingState } from "../sales/PageStates";
import { useSalesNotify } from "../sales/useSalesNotify";
import { useShareLink } from "./useShareLink";

const KEYS = "app.documents.share";

/** The address just created, the only time it is readable, to copy and hand to the client. */
const CreatedLink = ({ link }: { link: ShareLinkCreated }) => {
  const translate = useTranslate();
  const notify = useSalesNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success(`${KEYS}.copied`);
    } catch (error) {
      // No clipboard outside HTTPS, or refused: the field stays there to copy by hand.
      notify.failure(`${KEYS}.copy_failed`, error);
    }
  };
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-start" }}>
      <TextField
        label={translate(`${KEYS}.url`)}
        value={link.url}
        helperText={translate(`${KEYS}.expires`, { date: formatFrenchDate(link.expiresAt) })}
        size="small"
        fullWidth
        // Selected on focus: copied by hand where the clipboard is refused.
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <div>
        <ActionButton label={`${KEYS}.copy`} variant="contained" onClick={() => void copy()}>
          <ContentCopyIcon />
        </ActionButton>
      </div>
    </Stack>
  );
};

/** Why the link's state could not be read; a 409 is the server's reason why the document cannot be shared yet. */
const LoadFailure = ({ error }: { error: Error }) => {
  const translate = useTranslate();
  if (error instanceof HttpError && error.status === 409)
    return <Alert severity="info">{serverMessageOf(error)}</Alert>;
  const message = serverMessageOf(error) ?? translate("app.documents.unreachable");
  return <Alert severity="error">{translate(`${KEYS}.load_failed`, { message })}</Alert>;
};

/**
 * "Lien client" of an invoice, a quote or a credit note: whether the client's link works and until when, a new link
 * (shown once, replacing the previous one), its copy, its revocation after a confirmation.
 */
export const ShareLinkSection = ({ resource, id }: { resource: SharedResource; id: string }) => {
  const translate = useTranslate();
  const { state, create, revoke, created } = useShareLink(resource, id);
  const [confirming, setConfirming] = useState(false);
  const busy = create.isPending || revoke.isPending;
  const link = state.data;

  const body = state.isPending ? (
    <LoadingState message={`${KEYS}.loading`} />
  ) : state.error ? (
    <LoadFailure error={state.error} />
  ) : (
    <>
      {link?.active ? (
        <Typography>{translate(`${KEYS}.active`, { date: formatFrenchDate(link.expiresAt) })}</Typography>
      ) : (
        <Typography color="text.secondary">{translate(`${KEYS}.inactive`)}</Typography>
      )}
      {created ? <CreatedLink link={created} /> : null}
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEYS}.once`)}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <ActionButton
          label={link?.active ? `${KEYS}.renew` : `${KEYS}.create`}
          variant="outlined"
          disabled={busy}
          onClick={() => create.mutate()}
        >
          <AddLinkIcon />
        </ActionButton>
        {link?.active ? (
          <ActionButton
            label={`${KEYS}.revoke`}
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <LinkOffIcon />
          </ActionButton>
        ) : null}
      </Stack>
    </>
  );

  return (
    <TitledSection title={translate(`${KEYS}.title`)}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEYS}.intro`)}
        </Typography>
        {body}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={revoke.isPending}
        title={`${KEYS}.revoke_title`}
        content={`${KEYS}.revoke_content`}
        confirm={`${KEYS}.revoke`}
        confirmColor="warning"
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </TitledSection>
  );
};
