import { defaultTheme, type RaThemeOptions } from "react-admin";
import { themeNames, themePalettes, type ThemeName, type ThemePalette } from "./palettes";

export { themeNames, themePalettes, type ThemeName } from "./palettes";

/** The text colour on every `main`/`dark` shade (the palettes are chosen for it). */
export const contrastText = "#ffffff";

const buildTheme = (palette: ThemePalette): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { light: palette.light, main: palette.main, dark: palette.dark, contrastText },
    secondary: { main: palette.secondary, contrastText },
    background: { default: palette.background },
  },
});

/** Named colour themes, built from the palette table. */
export const themes = Object.fromEntries(
  themeNames.map((name) => [name, buildTheme(themePalettes[name])]),
) as Record<ThemeName, RaThemeOptions>;

export const defaultThemeName: ThemeName = "gold";

/** react-admin store key of the chosen theme (persisted in localStorage). */
export const themeStoreKey = "theme.name";

export const isThemeName = (value: unknown): value is ThemeName =>
  themeNames.some((name) => name === value);
