import { formatDH, frenchDateOrDash } from "@agency/shared";
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import type { CreditNoteRecord } from "./creditNoteRecord";

/** The credit notes that correct an invoice, each linked to its page. */
export const InvoiceCreditNotes = ({ creditNotes }: { creditNotes: CreditNoteRecord[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="credit-notes-title">
      <Typography id="credit-notes-title" component="h2" variant="h6" gutterBottom>
        {translate("app.credit_notes.title")}
      </Typography>
      {creditNotes.length === 0 ? (
        <Typography color="text.secondary">{translate("app.credit_notes.none")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("app.credit_notes.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("app.credit_notes.fields.creditNoteNumber")}</TableCell>
                <TableCell>{translate("app.credit_notes.fields.issueDate")}</TableCell>
                <TableCell>{translate("app.credit_notes.fields.reason")}</TableCell>
                <TableCell align="right">{translate("app.credit_notes.fields.totalAmount")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {creditNotes.map((note) => (
                <TableRow key={note.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/credit-notes/${encodeURIComponent(note.id)}`}>
                      {note.creditNoteNumber}
                    </Link>
                  </TableCell>
                  <TableCell>{frenchDateOrDash(note.issueDate)}</TableCell>
                  <TableCell>{note.reason}</TableCell>
                  <TableCell align="right">{formatDH(note.totalAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
