import { useEffect, useRef, useState, type ReactNode } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import PrintIcon from "@mui/icons-material/Print";
import { Alert, Box, GlobalStyles, Stack, Typography } from "@mui/material";
import { legalMentions } from "@agency/shared";
import { useNotify, useTranslate } from "react-admin";
import { ActionButton } from "../layout/ActionButton";
import { useLocation, useNavigate } from "react-router-dom";
import { CompanyBlock } from "../delivery/CompanyHeader";
import type { CompanyDetails } from "../delivery/deliveryAnswers";
import { useAgencyDataProvider } from "../providers/dataProvider";
import { LoadingState } from "../sales/PageStates";
import type { DocumentState } from "../sales/useSalesDocument";
import { failureReason } from "./download";

interface PrintPageProps<T> {
  state: DocumentState<T>;
  /** The document's number, the tab's title meanwhile: "Enregistrer au format PDF" proposes it. */
  numberOf: (record: T) => string;
  /** Where "Retour" leads when the view was opened directly, with no page to go back to. */
  backTo: string;
  /** The document, with the company's details when they could be read (what its PDF prints of them). */
  children: (record: T, company: CompanyDetails | null) => ReactNode;
}

/** The company's header, `undefined` until read, `null` when it cannot be (the page prints without). */
const useCompanyDetails = () => {
  const dataProvider = useAgencyDataProvider();
  const [company, setCompany] = useState<CompanyDetails | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    dataProvider.companyDetails(controller.signal).then(setCompany, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn("Company details unavailable: printed without the header", error);
      setCompany(null);
    });
    return () => controller.abort();
  }, [dataProvider]);
  return company;
};

/** The company's legal mentions, as at the foot of its PDFs. */
const LegalFooter = ({ company }: { company: CompanyDetails }) => (
  <Box component="footer" sx={{ mt: 4, pt: 1, borderTop: 1, borderColor: "divider", textAlign: "center" }}>
    {legalMentions(company).map((line) => (
      <Typography key={line} variant="caption" component="p" color="text.secondary">
        {line}
      </Typography>
    ))}
  </Box>
);

/** Opens the browser's print dialog once, when the page is complete. */
const usePrintWhenReady = (ready: boolean) => {
  const notify = useNotify();
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    // A moment for layout and fonts: the dialog freezes the page as it is when it opens.
    const timer = setTimeout(() => {
      printed.current = true;
      notify("app.documents.print.ready", { type: "success" });
      window.print();
    }, 300);
    return () => clearTimeout(timer);
  }, [ready, notify]);
};

/**
 * A document alone on a white A4-wide page, outside the back-office's layout (no sidebar), with
 * a small toolbar the printout leaves out. Prints itself once the document and company are read.
 */
export const PrintPage = <T,>({ state, numberOf, backTo, children }: PrintPageProps<T>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const company = useCompanyDetails();
  const record = state.status === "loaded" ? state.record : undefined;
  const number = record === undefined ? undefined : numberOf(record);
  const ready = record !== undefined && company !== undefined;
  usePrintWhenReady(ready);

  const failure =
    state.status === "missing"
      ? translate("app.documents.print.not_found")
      : state.status === "failed"
        ? (failureReason(state.cause) ?? translate("app.documents.unreachable"))
        : undefined;

  useEffect(() => {
    if (failure === undefined) return;
    if (state.status === "failed") console.error("Print view: loading the document failed", state.cause);
    notify("app.documents.print.failed", { type: "error", messageArgs: { message: failure } });
  }, [failure, state, notify]);

  useEffect(() => {
    if (number === undefined) return;
    const previous = document.title;
    document.title = number;
    return () => {
      document.title = previous;
    };
  }, [number]);

  // "default" is the key of the first page of the tab: nothing to go back to.
  const goBack = () => (location.key === "default" ? navigate(backTo) : navigate(-1));

  return (
    <Box sx={{ bgcolor: "common.white", minHeight: "100vh" }}>
      <GlobalStyles
        styles={{
          "@page": { size: "A4", margin: "12mm" },
          "@media print": {
            // Type sized in rem shrinks to a printed document's size: a short invoice fits one sheet.
            html: { fontSize: "12px" },
            // A toast still on screen must not end up on paper.
            ".MuiSnackbar-root": { display: "none" },
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ p: 2, displayPrint: "none", borderBottom: 1, borderColor: "divider" }}>
        <ActionButton label="app.documents.print.back" onClick={goBack}>
          <ArrowBackIcon />
        </ActionButton>
        <ActionButton
          label="app.documents.print.again"
          variant="contained"
          onClick={() => window.print()}
          disabled={!ready}
        >
          <PrintIcon />
        </ActionButton>
      </Stack>
      <Box
        component="main"
        sx={{
          maxWidth: "210mm",
          mx: "auto",
          p: 4,
          // Narrower cells: the amounts of a line fit the width of a sheet.
          "& .MuiTableCell-root": { px: 1 },
          "@media print": { maxWidth: "none", p: 0 },
        }}
      >
        {failure !== undefined && (
          <Alert severity="error">{translate("app.documents.print.failed", { message: failure })}</Alert>
        )}
        {failure === undefined && !ready && <LoadingState message="app.documents.print.loading" />}
        {record !== undefined && company !== undefined && (
          <>
            {company && (
              <Box sx={{ mb: 3 }}>
                <CompanyBlock company={company} />
              </Box>
            )}
            {children(record, company)}
            {company && <LegalFooter company={company} />}
          </>
        )}
      </Box>
    </Box>
  );
};
