import { Alert, Link, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { alertSentence } from "./alerts";
import type { DashboardAlert } from "./summary";

/** Each alert a sentence with its count, linking to the list that explains it. */
export const AlertsList = ({ alerts }: { alerts: DashboardAlert[] }) => {
  const translate = useTranslate();
  if (alerts.length === 0) {
    return <Typography color="text.secondary">{translate("app.dashboard_screen.alerts.empty")}</Typography>;
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {alerts.map((alert) => {
        const { key, options } = alertSentence(alert);
        return (
          <li key={alert.type}>
            <Alert severity={alert.severity}>
              <Link component={RouterLink} to={alert.link} color="inherit">
                {translate(key, options)}
              </Link>
            </Alert>
          </li>
        );
      })}
    </Stack>
  );
};
