import type { ReactNode } from "react";
import type { Theme } from "@mui/material";
import { AppBar as RaAppBar, Layout as RaLayout, LoadingIndicator, useTranslate } from "react-admin";
import { Menu } from "./Menu";
import { useDocumentTitle } from "./useDocumentTitle";

/** react-admin's spinner has no name; assistive tech is told what it is (it passes the label on). */
const NamedLoadingIndicator = () => <LoadingIndicator aria-label={useTranslate()("ra.page.loading")} />;

// Signing out goes through the sidebar's "Déconnexion" and its confirmation only, so the
// app bar's user menu (whose logout would skip the confirmation) is left out.
const AppBar = () => <RaAppBar userMenu={false} toolbar={<NamedLoadingIndicator />} />;

/** Mounted inside the layout, after the app bar and its title portal. */
const DocumentTitle = () => {
  useDocumentTitle();
  return null;
};

/** List columns whose value reads as one token (a number, a phone number, a day): broken over two lines it reads as two. */
const TOKEN_COLUMNS = [
  "invoiceNumber",
  "invoice.invoiceNumber",
  "quoteNumber",
  "deliveryNumber",
  "creditNoteNumber",
  "number",
  "phone",
  "issueDate",
  "dueDate",
  "validUntil",
  "deliveryDate",
  "nextDate",
  "date",
  "createdAt",
  "at",
  "totalAmount",
  "amount",
];
const cellsOf = (sources: string[]) =>
  sources.map((source) => `& .RaLayout-content td[class~="column-${source}"]`).join(", ");
const tokenCells = cellsOf(TOKEN_COLUMNS);

/**
 * A table too wide for its column scrolls within itself, and the browser first squeezes each column to its longest
 * word: a client's name stood on four lines, a credit note's reason on six, each row a screen's third. Names keep a
 * width of two or three words, sentences of a short line.
 */
const nameCells = cellsOf(["client.name", "invoice.client.name", "name", "method", "service", "category"]);
const sentenceCells = cellsOf(["reason", "excerpt", "subject", "title"]);

/**
 * A table's first column (the name or number) stays in view while the table scrolls sideways. The cell hides what
 * passes under it, so it is painted opaque: the page's paper under the row's own tint (`--row-tint`, set where a row
 * is hovered or selected), which a transparent tint on the row alone would leave out of that cell.
 */
const stickyFirstColumn = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    "& .RaLayout-content .MuiTableRow-hover:hover": { "--row-tint": palette.action.hover },
    // The first cell, th or td: `:first-of-type` took a row's first td too where a th opens it (the ageing report's
    // rows), and that td, stuck over the name, hid it. (`:nth-child(1)`: emotion warns of `:first-child`, for SSR.)
    "& .RaLayout-content .MuiTableRow-root > :nth-child(1)": {
      position: "sticky",
      insetInlineStart: 0,
      zIndex: 1,
      background: `linear-gradient(var(--row-tint, transparent), var(--row-tint, transparent)) ${palette.background.paper}`,
    },
    // Above the header's other cells, which react-admin keeps at the top of the table's box (sticky, z-index 2).
    "& .RaLayout-content .MuiTableHead-root .MuiTableRow-root > :nth-child(1)": { zIndex: 3 },
  };
};

/**
 * No page may be wider than the window. react-admin's layout is at least as wide as its content
 * (min-width: fit-content) and its content column and list grow to their widest child (min-width: auto),
 * so one table made the whole page scroll sideways on a phone. Both may shrink here, and a list's table
 * scrolls within itself at every width (beside the sidebar, a tablet or a small laptop had every list
 * wider than the window), its first column kept in view. A list's toolbar wraps its buttons where
 * react-admin keeps them on one line (its "Nouvelle facture" went off the window's edge at 1,024 px).
 */
const fitTheWindow = (theme: Theme) => ({
  ...stickyFirstColumn(theme),
  minWidth: 0,
  "& .RaLayout-content, & .RaList-main, & .RaShow-main, & .RaEdit-main, & .RaCreate-main": { minWidth: 0 },
  "& .RaLayout-content .RaDatagrid-tableWrapper": { overflowX: "auto" },
  "& .RaList-actions > .MuiToolbar-root": { flexWrap: "wrap" },
  // Below 600 px react-admin stacks the filters over the toolbar (a column, where wrapping would add a column).
  [theme.breakpoints.up("sm")]: { "& .RaList-actions": { flexWrap: "wrap" } },
  [tokenCells]: { whiteSpace: "nowrap" },
  [nameCells]: { minWidth: "9rem" },
  [sentenceCells]: { minWidth: "12rem" },
  // Where a list's "new" action floats (react-admin's CreateButton below 900 px), it stands in the corner, and the
  // list's end (its last row, its pagination) scrolls clear of it.
  [theme.breakpoints.down("md")]: {
    "& .MuiFab-root.RaCreateButton-floating": { bottom: theme.spacing(2), right: theme.spacing(2) },
    "& .RaList-main": { paddingBottom: theme.spacing(11) },
  },
  [theme.breakpoints.down("sm")]: {
    // A table inside MUI's TableContainer scrolls within it already.
    "& .RaLayout-content :not(.MuiTableContainer-root) > .MuiTable-root": {
      display: "block",
      overflowX: "auto",
      maxWidth: "100%",
    },
  },
});

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sx={fitTheWindow}>
    <DocumentTitle />
    {children}
  </RaLayout>
);
