import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArchiveIcon from "@mui/icons-material/Archive";
import EditIcon from "@mui/icons-material/Edit";
import UnarchiveIcon from "@mui/icons-material/Unarchive";
import { Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { Link } from "react-admin";
import { clientTypeLabel } from "@agency/shared";
import { DeleteWithCodeButton } from "../deletion/DeleteWithCodeButton";
import type { ClientRecord } from "./clientRecord";
import { useClientTranslate } from "./clientTranslate";
import { StatementButton } from "./StatementButton";
import { useClientSummary } from "./useClientSummary";

interface ClientHeaderProps {
  client: ClientRecord;
  editing: boolean;
  onEdit: () => void;
  /** Archives the client (hidden from lists and pickers, documents kept), or brings it back. */
  onArchive: (archived: boolean) => void;
}

/** Back link, the client's name and type (detail wording: a SARL is an "Entreprise"), actions. */
export const ClientHeader = ({ client, editing, onEdit, onArchive }: ClientHeaderProps) => {
  const t = useClientTranslate();
  // Offered once the server says it would allow it: a client its documents name is archived, not deleted.
  const { data: summary } = useClientSummary(client.id);
  return (
    <Card>
      <CardContent>
        <Link to="/clients" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 2 }}>
          <ArrowBackIcon fontSize="small" />
          {t("show.back")}
        </Link>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Typography component="h1" variant="h5">
              {client.name}
            </Typography>
            <Chip label={clientTypeLabel(client.type, "detail")} color="primary" variant="outlined" />
            {client.archived ? <Chip label={t("show.archived")} variant="outlined" /> : null}
          </Stack>
          {/* Up to four actions: on a phone they wrap rather than widen the page. */}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {!editing && <StatementButton client={client} />}
            {!editing && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
                {t("show.edit")}
              </Button>
            )}
            {!editing && (
              <Button
                variant="outlined"
                startIcon={client.archived ? <UnarchiveIcon /> : <ArchiveIcon />}
                onClick={() => onArchive(!client.archived)}
              >
                {t(client.archived ? "show.unarchive" : "show.archive")}
              </Button>
            )}
            {summary?.deletable && <DeleteWithCodeButton resource="clients" record={client} redirectTo="/clients" />}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
