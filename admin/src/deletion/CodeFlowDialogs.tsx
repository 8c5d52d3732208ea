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
import { useKeptInput } from "../layout/useKeptInput";
import { canVerify } from "./codeFlow";
import type { CodeAction, CodeFlow } from "./useCodeFlow";

const DELETION_WORDING = "app.deletion";

interface CodeFlowDialogsProps {
  flow: CodeFlow;
  action: CodeAction;
  /** How the record is named in the confirmation sentence. */
  itemName: string;
  /**
   * Where the wording lives: the deletion's by default. The add-user flow, which asks for a code
   * the same way, passes its own keys for what it words differently; the rest is the deletion's.
   */
  messages?: string;
  /** Colour of the confirming buttons: red for a deletion. */
  tone?: "error" | "primary";
}

interface DialogProps extends Omit<CodeFlowDialogsProps, "messages" | "tone"> {
  text: (key: string, args?: Record<string, string>) => string;
  tone: "error" | "primary";
}

/** The flow's three modals; at most one is open. Titles name the dialogs for screen readers. */
export const CodeFlowDialogs = ({ messages = DELETION_WORDING, tone = "error", ...props }: CodeFlowDialogsProps) => {
  const translate = useTranslate();
  const text = (key: string, args?: Record<string, string>) =>
    translate(`${messages}.${key}`, { ...args, _: translate(`${DELETION_WORDING}.${key}`, args) });
  return (
    <>
      <ConfirmDialog {...props} text={text} tone={tone} />
      <PendingDialog open={props.flow.state.step === "sending"} text={text} />
      <CodeDialog {...props} text={text} tone={tone} />
    </>
  );
};

const ConfirmDialog = ({ flow, action, itemName, text, tone }: DialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={flow.state.step === "confirming"} onClose={flow.cancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text("confirm_title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text("confirm_content", { name: itemName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={flow.cancel}>{text("cancel")}</Button>
        <Button onClick={() => void flow.confirm(action)} color={tone} variant="contained" autoFocus>
          {text("confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Shown while the code is being e-mailed; it cannot be dismissed, the call is under way. */
const PendingDialog = ({ open, text }: Pick<DialogProps, "text"> & { open: boolean }) => {
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-busy>
      <DialogTitle id={titleId}>{text("pending_title")}</DialogTitle>
      <DialogContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <CircularProgress size={32} />
        <DialogContentText>{text("pending_content")}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
};

const CodeDialog = ({ flow, action, text, tone }: DialogProps) => {
  const titleId = useId();
  const { state } = flow;
  const verifying = state.step === "code" && state.verifying;
  // A code copied from the mail is not lost to a stray Escape or click outside: the dialog asks first.
  const kept = useKeptInput(flow.cancel, { locked: verifying, typed: state.step === "code" && state.code !== "" });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.verify(action);
  };

  return (
    <>
      <Dialog open={state.step === "code"} onClose={kept.onDialogClose} aria-labelledby={titleId}>
        <Box component="form" onSubmit={handleSubmit} noValidate>
          <DialogTitle id={titleId}>{text("code_title")}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{text("code_content")}</DialogContentText>
            <TextField
              label={text("code_label")}
              value={state.step === "code" ? state.code : ""}
              onChange={(event) => flow.setCode(event.target.value)}
              disabled={verifying}
              autoComplete="one-time-code"
              autoFocus
              fullWidth
              // No maxLength: a pasted "Code : 123456" must keep its digits; the flow keeps 6 digits at most.
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={flow.cancel} disabled={verifying}>
              {text("cancel")}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={tone}
              disabled={!canVerify(state)}
              startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {text("verify")}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {kept.question}
    </>
  );
};
