import { useId, useState } from "react";
import StatementIcon from "@mui/icons-material/AccountBalanceWallet";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { exportIcons } from "../documents/ExportButtons";
import type { ExportFormat } from "../documents/documentPaths";
import { useFileDownload } from "../documents/useFileDownload";
import { useToday } from "../fields/useToday";
import type { ClientRecord } from "./clientRecord";
import { clientKey, useClientTranslate } from "./clientTranslate";
import {
  defaultStatementPeriod,
  statementFileName,
  statementPath,
  statementPeriodProblem,
  type StatementPeriod,
} from "./statementPeriod";

interface DownloadProps {
  client: ClientRecord;
  period: StatementPeriod;
  format: ExportFormat;
  disabled: boolean;
}

/** One format of the statement, from the server, with a toast saying how it went. */
const StatementDownload = ({ client, period, format, disabled }: DownloadProps) => {
  const t = useClientTranslate();
  const { busy, download } = useFileDownload({
    success: clientKey("statement.done"),
    failure: clientKey("statement.failed"),
  });
  return (
    <Button
      variant={format === "pdf" ? "contained" : "outlined"}
      startIcon={exportIcons[format]}
      loading={busy}
      disabled={disabled}
      onClick={() =>
        void download(statementPath(client.id, period, format), statementFileName(client.name, period, format))
      }
    >
      {t(format === "pdf" ? "statement.pdf" : "statement.xlsx")}
    </Button>
  );
};

/** The period's two dates and the downloads; the dates start over at each opening. */
const StatementDialog = ({ client, today, onClose }: { client: ClientRecord; today: string; onClose: () => void }) => {
  const t = useClientTranslate();
  const titleId = useId();
  const [period, setPeriod] = useState(() => defaultStatementPeriod(today));
  const problem = statementPeriodProblem(period);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("statement.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t("statement.intro", { name: client.name })}</DialogContentText>
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              label={t("statement.from")}
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="date"
              label={t("statement.to")}
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          {problem && <Alert severity="warning">{t(`statement.${problem}`)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: "wrap", gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t("statement.close")}</Button>
        <StatementDownload client={client} period={period} format="xlsx" disabled={problem !== null} />
        <StatementDownload client={client} period={period} format="pdf" disabled={problem !== null} />
      </DialogActions>
    </Dialog>
  );
};

/**
 * "Relevé de compte": the client's invoices, credit notes and payments over a period, as PDF or Excel;
 * it opens once the server has told the day the period ends on.
 */
export const StatementButton = ({ client }: { client: ClientRecord }) => {
  const t = useClientTranslate();
  const today = useToday();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<StatementIcon />}
        loading={today === undefined}
        onClick={() => setOpen(true)}
      >
        {t("statement.button")}
      </Button>
      {open && today !== undefined && <StatementDialog client={client} today={today} onClose={() => setOpen(false)} />}
    </>
  );
};
