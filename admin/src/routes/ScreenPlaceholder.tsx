import { Card, CardContent, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import type { OwnerKey, ScreenKey } from "../i18n/fr";

interface ScreenPlaceholderProps {
  screen: ScreenKey;
  /** The later work that delivers this screen. */
  owner: OwnerKey;
}

/** Stands at a spec address until its screen is built, saying which screen and which work. */
export const ScreenPlaceholder = ({ screen, owner }: ScreenPlaceholderProps) => {
  const translate = useTranslate();
  const title = translate(`app.screens.${screen}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5">
          {translate("app.placeholder", { screen: title, owner: translate(`app.owners.${owner}`) })}
        </Typography>
      </CardContent>
    </Card>
  );
};
