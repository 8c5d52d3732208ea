import { defaultTheme, type RaThemeOptions } from "react-admin";
import { themeNames, themePalettes, type ThemeName, type ThemePalette } from "./palettes";

export { themeNames, themePalettes, type ThemeName } from "./palettes";

/** The text colour on every `main`/`dark` shade (the palettes are chosen for it). */
export const contrastText = "#ffffff";

/**
 * Status colours dark enough for white text at 4.5:1 (WCAG AA): MUI's own info (#0288d1, 3.9:1)
 * and warning (#ed6c02, 3.1:1) failed on the "Envoyé" and "Partiellement payée" chips.
 */
export const statusColours = {
  info: "#0277bd",
  success: "#2e7d32",
  warning: "#a84300",
  error: "#d32f2f",
} as const;

const buildTheme = (palette: ThemePalette): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { light: palette.light, main: palette.main, dark: palette.dark, contrastText },
    secondary: { main: palette.secondary, contrastText },
    background: { default: palette.background },
    info: { main: statusColours.info, contrastText },
    success: { main: statusColours.success, contrastText },
    warning: { main: statusColours.warning, contrastText },
    error: { main: statusColours.error, contrastText },
  },
  components: {
    ...defaultTheme.components,
    // A keyboard user sees where they are: a filled button's own ripple shade was almost invisible.
    MuiButtonBase: {
      styleOverrides: {
        root: { "&.Mui-focusVisible": { outline: `3px solid ${palette.dark}`, outlineOffset: "2px" } },
      },
    },
  },
});

const built = new Map<ThemeName, RaThemeOptions>();

/**
 * The chosen theme, built on first use and kept: the app needs one theme at a time, and the
 * same object on every render (a new one would make MUI restyle the whole page).
 */
export const themeFor = (name: ThemeName): RaThemeOptions => {
  const theme = built.get(name) ?? buildTheme(themePalettes[name]);
  built.set(name, theme);
  return theme;
};

export const defaultThemeName: ThemeName = "gold";

/** react-admin store key of the chosen theme (persisted in localStorage). */
export const themeStoreKey = "theme.name";

export const isThemeName = (value: unknown): value is ThemeName => themeNames.some((name) => name === value);
