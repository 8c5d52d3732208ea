import { Alert, Button } from "@mui/material";
import type { ReactNode } from "react";

/** A load that failed: what went wrong, and a button to try again. */
export const RetryAlert = ({
  retryLabel,
  onRetry,
  children,
}: {
  retryLabel: string;
  onRetry: () => unknown;
  children: ReactNode;
}) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    }
  >
    {children}
  </Alert>
);
