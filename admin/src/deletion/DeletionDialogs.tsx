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
  /**
   * Where the wording lives: the deletion's by default; the add-user flow, which asks for a
   * code the same way, passes its own (same keys: confirm_title, confirm_content, cancel,
   * confirm, pending_title, pending_content, code_title, code_content, code_label, verify).
   */
  messages?: string;
  /** Colour of the confirming buttons: red for a deletion. */
  tone?: "error" | "primary";
  onCancel: () => void;
  onConfirm: () => void;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}

/** The flow's three modals; at most one is open. Titles name the dialogs for screen readers. */
export const DeletionDialogs = ({ messages = "app.deletion", tone = "error", ...props }: DeletionDialogsProps) => (
  <>
    <ConfirmDialog {...props} messages={messages} tone={tone} />
    <PendingDialog open={props.state.step === "sending"} messages={messages} />
    <CodeDialog {...props} messages={messages} tone={tone} />
  </>
);

type Resolved = Omit<DeletionDialogsProps, "messages" | "tone"> & { messages: string; tone: "error" | "primary" };

const ConfirmDialog = ({ state, itemName, onCancel, onConfirm, messages, tone }: Resolved) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={state.step === "confirming"} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${messages}.confirm_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${messages}.confirm_content`, { name: itemName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(`${messages}.cancel`)}</Button>
        <Button onClick={onConfirm} color={tone} variant="contained" autoFocus>
          {translate(`${messages}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Shown while the code is being e-mailed; it cannot be dismissed, the call is under way. */
const PendingDialog = ({ open, messages }: { open: boolean; messages: string }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-busy>
      <DialogTitle id={titleId}>{translate(`${messages}.pending_title`)}</DialogTitle>
      <DialogContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <CircularProgress size={32} />
        <DialogContentText>{translate(`${messages}.pending_content`)}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
};

const CodeDialog = ({ state, onCancel, onCodeChange, onVerify, messages, tone }: Resolved) => {
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
        <DialogTitle id={titleId}>{translate(`${messages}.code_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${messages}.code_content`)}</DialogContentText>
          <TextField
            label={translate(`${messages}.code_label`)}
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
            {translate(`${messages}.cancel`)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={tone}
            disabled={!canVerify(state)}
            startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(`${messages}.verify`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
