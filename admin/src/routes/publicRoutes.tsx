import { Box } from "@mui/material";
import { Route } from "react-router-dom";
import type { ScreenKey } from "../i18n/fr";
import { ScreenPlaceholder } from "./ScreenPlaceholder";

const publicScreen = (path: string, screen: ScreenKey) => (
  <Route
    key={path}
    path={path}
    element={
      <Box component="main" sx={{ maxWidth: 560, mx: "auto", p: 2 }}>
        <ScreenPlaceholder screen={screen} owner="password_reset" />
      </Box>
    }
  />
);

/** Password-reset screens: reachable signed out, outside the layout. */
export const publicRoutes = [
  publicScreen("/forgot-password", "forgot_password"),
  publicScreen("/otp-verification", "otp_verification"),
  publicScreen("/reset-password", "reset_password"),
];
