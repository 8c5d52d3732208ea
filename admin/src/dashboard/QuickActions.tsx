import { Button, Stack } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { useDashboardTranslate } from "./useDashboardTranslate";

const actions = [
  { key: "add_client", to: "/clients/add" },
  { key: "create_invoice", to: "/invoices/create" },
  { key: "create_quote", to: "/quotes/create" },
  { key: "create_delivery", to: "/delivery/create" },
] as const;

export const QuickActions = () => {
  const t = useDashboardTranslate();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} useFlexGap flexWrap="wrap">
      {actions.map(({ key, to }) => (
        <Button key={key} component={RouterLink} to={to} variant="contained">
          {t(`actions.${key}`)}
        </Button>
      ))}
    </Stack>
  );
};
