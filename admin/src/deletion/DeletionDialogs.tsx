import { useId, type FormEvent } from "react";
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { canVerify, type DeletionState } from "./deletionFlow";

interface DeletionDialogsProps {
  state: DeletionState;
  /** How the record is named in the confirmation sentence. */
  itemName: string;
  onCancel: () => void;
  onConfirm: () => void;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}

/** The flow's three modals; at most one is open. Titles name the dialogs for screen readers. */
export const DeletionDialogs = (props: DeletionDialogsProps) => (
  <>
    <ConfirmDialog {...props} />
    <PendingDialog open={props.state.step === "sending"} />
    <CodeDialog {...props} />
  </>
);

const ConfirmDialog = ({ state, itemName, onCancel, onConfirm }: DeletionDialogsProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={state.step === "confirming"} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate("app.deletion.confirm_title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate("app.deletion.confirm_content", { name: itemName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate("app.deletion.cancel")}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" autoFocus>
          {translate("app.deletion.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Shown while the code is being e-mailed; it cannot be dismissed, the call is under way. */
const PendingDialog = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-busy>
      <DialogTitle id={titleId}>{translate("app.deletion.pending_title")}</DialogTitle>
      <DialogContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <CircularProgress size={32} />
        <DialogContentText>{translate("app.deletion.pending_content")}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
};

const CodeDialog = ({ state, onCancel, onCodeChange, onVerify }: DeletionDialogsProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const verifying = state.step === "code" && state.verifying;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };

  return (
    <Dialog open={state.step === "code"} onClose={onCancel} aria-labelledby={titleId}>
      <Box component="form" onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{translate("app.deletion.code_title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate("app.deletion.code_content")}</DialogContentText>
          <TextField
            label={translate("app.deletion.code_label")}
            value={state.step === "code" ? state.code : ""}
            onChange={(event) => onCodeChange(event.target.value)}
            disabled={verifying}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            // No maxLength: a pasted "Code : 123456" must keep its digits; the flow keeps 6 digits at most.
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={verifying}>
            {translate("app.deletion.cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!canVerify(state)}
            startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate("app.deletion.verify")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
