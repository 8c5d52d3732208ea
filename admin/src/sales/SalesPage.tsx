import { Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Title } from "react-admin";
import { PageActions } from "./PageActions";
import { BackLink } from "./PageStates";

interface SalesPageProps {
  /** The kind's messages, e.g. "app.sales.invoice": the app bar names its section (`list_title`), the back link says `back`. */
  messages: string;
  /** The page's own heading, already translated, e.g. "Facture FA-26-0042". */
  title: string;
  backTo: string;
  /** Shown beside the title, e.g. the status chip. */
  badge?: ReactNode;
  /** Buttons on the title's line, the ones most used first. */
  actions?: ReactNode;
  /** Buttons after them, which a phone shows behind "Autres actions". */
  moreActions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a creation or detail screen: back link, heading with badge and actions, content.
 * The app bar names the section so that the page has one heading with the document's name.
 */
export const SalesPage = ({ messages, title, backTo, badge, actions, moreActions, children }: SalesPageProps) => (
  <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
    <Title title={`${messages}.list_title`} />
    <BackLink to={backTo} label={`${messages}.back`} />
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} justifyContent="space-between">
      {/*
        The heading keeps its line beside the actions, and on a phone the badge goes under it when both do not fit:
        squeezed, "FA-26-0017" broke at its hyphens.
      */}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        alignItems="center"
        sx={{ flexShrink: { md: 0 }, flexWrap: "wrap", rowGap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {badge}
      </Stack>
      <PageActions actions={actions} more={moreActions} />
    </Stack>
    <Card>
      <CardContent>{children}</CardContent>
    </Card>
  </Stack>
);
