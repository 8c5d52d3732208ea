import { Box, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

const signers = ["sender", "receiver"] as const;

/** Two empty boxes, signed by hand on the printed note. */
export const SignatureBoxes = () => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      {signers.map((signer) => (
        <Box key={signer} sx={{ flex: 1 }}>
          <Typography variant="subtitle2">{translate(`app.delivery_screen.signatures.${signer}`)}</Typography>
          <Box sx={{ height: 96, border: 1, borderColor: "divider", borderRadius: 1 }} />
        </Box>
      ))}
    </Stack>
  );
};
