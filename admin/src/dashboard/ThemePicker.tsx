import { Box, Button, Stack } from "@mui/material";
import { themeNames, themePalettes } from "../themes";
import { useThemeName } from "../themes/useThemeName";
import { useDashboardTranslate } from "./useDashboardTranslate";

/** Eight labelled swatches; the pressed one is the theme of the whole back-office. */
export const ThemePicker = ({ labelledBy }: { labelledBy: string }) => {
  const t = useDashboardTranslate();
  const [current, setCurrent] = useThemeName();
  return (
    <Stack role="group" aria-labelledby={labelledBy} direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {themeNames.map((name) => (
        <Button
          key={name}
          aria-pressed={name === current}
          variant={name === current ? "contained" : "outlined"}
          onClick={() => setCurrent(name)}
          startIcon={
            <Box
              aria-hidden
              sx={{
                width: 18,
                height: 18,
                borderRadius: "50%",
                bgcolor: themePalettes[name].main,
                border: "2px solid #ffffff",
                outline: `1px solid ${themePalettes[name].dark}`,
              }}
            />
          }
        >
          {t(`theme.names.${name}`)}
        </Button>
      ))}
    </Stack>
  );
};
