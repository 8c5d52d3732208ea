import type { ReactNode } from "react";
import { Box, Card, CardContent, Typography } from "@mui/material";

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The signed-out screens' frame: a centred card under its page heading, outside the layout. */
export const AuthCard = ({ title, children }: AuthCardProps) => (
  <Box
    component="main"
    sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}
  >
    <Card sx={{ width: "100%", maxWidth: 420 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
