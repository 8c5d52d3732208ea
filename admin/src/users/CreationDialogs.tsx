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
import { canVerify, type DeletionState } from "../deletion/deletionFlow";

interface CreationDialogsProps {
  state: DeletionState;
  /** The new user's name, quoted in the confirmation. */
  userName: string;
  onCancel: () => void;
  onConfirm: () => void;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}

const KEYS = "app.users_screen.create";

/**
 * The add-user flow's three modals, shaped like the deletion's (deletion/DeletionDialogs.tsx,
 * whose wording is about deleting). At most one is open; titles name them for screen readers.
 */
export const CreationDialogs = ({ state, userName, onCancel, onConfirm, onCodeChange, onVerify }: CreationDialogsProps) => {
  const translate = useTranslate();
  const confirmTitleId = useId();
  const pendingTitleId = useId();
  const codeTitleId = useId();
  const verifying = state.step === "code" && state.verifying;

  const handleCodeSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };

  return (
    <>
      <Dialog open={state.step === "confirming"} onClose={onCancel} aria-labelledby={confirmTitleId}>
        <DialogTitle id={confirmTitleId}>{translate(`${KEYS}.confirm_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${KEYS}.confirm_content`, { name: userName })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate(`${KEYS}.cancel`)}</Button>
          <Button onClick={onConfirm} variant="contained" autoFocus>
            {translate(`${KEYS}.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>

      {/* Cannot be dismissed: the code request is under way. */}
      <Dialog open={state.step === "sending"} aria-labelledby={pendingTitleId} aria-busy>
        <DialogTitle id={pendingTitleId}>{translate(`${KEYS}.pending_title`)}</DialogTitle>
        <DialogContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <CircularProgress size={32} />
          <DialogContentText>{translate(`${KEYS}.pending_content`)}</DialogContentText>
        </DialogContent>
      </Dialog>

      <Dialog open={state.step === "code"} onClose={onCancel} aria-labelledby={codeTitleId}>
        <Box component="form" onSubmit={handleCodeSubmit} noValidate>
          <DialogTitle id={codeTitleId}>{translate(`${KEYS}.code_title`)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${KEYS}.code_content`)}</DialogContentText>
            <TextField
              label={translate(`${KEYS}.code_label`)}
              value={state.step === "code" ? state.code : ""}
              onChange={(event) => onCodeChange(event.target.value)}
              disabled={verifying}
              autoComplete="one-time-code"
              autoFocus
              fullWidth
              // No maxLength: a pasted "Code : 123456" must keep its digits; the reducer keeps 6 at most.
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={verifying}>
              {translate(`${KEYS}.cancel`)}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!canVerify(state)}
              startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate(`${KEYS}.verify`)}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};
