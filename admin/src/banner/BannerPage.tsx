import { Card, CardContent, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { BannerCarousel } from "./BannerCarousel";

/** /banner (both roles): the placeholder carousel of spec 000 point 2. */
export const BannerPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.users_screen.banner.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate("app.users_screen.banner.title")}
        </Typography>
        <BannerCarousel />
      </CardContent>
    </Card>
  );
};
