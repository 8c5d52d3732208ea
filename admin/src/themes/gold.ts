import { defaultTheme, type RaThemeOptions } from "react-admin";

/**
 * The default colour theme (spec: gold). Dark goldenrod (#b8860b) is too light for text on
 * white (3.3:1), so the main shade is the darker #8b6508 (5.3:1 against white, WCAG AA)
 * and #b8860b is kept as the light shade.
 */
export const goldTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: {
      light: "#b8860b",
      main: "#8b6508",
      dark: "#5f4500",
      contrastText: "#ffffff",
    },
    secondary: {
      light: "#5a4a2c",
      main: "#3b2f17",
      dark: "#1f1808",
      contrastText: "#ffffff",
    },
    background: {
      default: "#fbf8f1",
    },
  },
};
